package twedit.editor.docking;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The layout's text form reads back what it wrote, and refuses what it did not; the default layout's shares. */
class SavedLayoutTest {
    private static final DockLayout LAYOUT = new DockLayout.Split(
            true,
            0.18,
            DockLayout.Stack.of("layers"),
            new DockLayout.Split(
                    false,
                    0.66,
                    DockLayout.Stack.of("map"),
                    new DockLayout.Stack(List.of("envelopes", "problems"), "problems")));

    @Test
    void readsBackWhatItWrote() {
        SavedLayout saved = new SavedLayout(LAYOUT, Set.of("images", "sounds"));
        String text = saved.write();
        assertThat(text).isEqualTo("1|images,sounds|h0.180001{[layers]|v0.660001{[map]|[envelopes,*problems]}}");
        SavedLayout back = SavedLayout.read(text).orElseThrow();
        assertThat(back.hidden()).isEqualTo(saved.hidden());
        DockLayout.Split outer = (DockLayout.Split) back.layout();
        assertThat(outer.proportion()).isCloseTo(0.18, org.assertj.core.data.Offset.offset(2e-6));
        assertThat(((DockLayout.Split) outer.second()).proportion())
                .isCloseTo(0.66, org.assertj.core.data.Offset.offset(2e-6));
        assertThat(outer.first()).isEqualTo(((DockLayout.Split) LAYOUT).first());
        assertThat(((DockLayout.Split) outer.second()).second())
                .isEqualTo(((DockLayout.Split) ((DockLayout.Split) LAYOUT).second()).second());
    }

    @Test
    void everyDividerPlaceReadsBackToTheSamePixel() {
        // as the docking framework measures a divider (a float share of the room) and as Swing puts it back (rounded
        // down)
        for (int room = 200; room <= 4000; room += 7) {
            for (int at = (int) Math.ceil(room * 0.02); at <= room * 0.98; at += 13) {
                double share = (float) at / (float) room;
                SavedLayout saved = new SavedLayout(
                        new DockLayout.Split(true, share, DockLayout.Stack.of("a"), DockLayout.Stack.of("b")),
                        Set.of());
                DockLayout.Split back = (DockLayout.Split)
                        SavedLayout.read(saved.write()).orElseThrow().layout();
                assertThat((int) (room * back.proportion()))
                        .as("divider at %d of %d", at, room)
                        .isEqualTo(at);
            }
        }
    }

    @Test
    void refusesWhatIsNotALayout() {
        for (String bad : new String[] {
            null,
            "",
            "2||[map]",
            "1||",
            "1||[map",
            "1||h0.5{[a]}",
            "1||h0.5{[a]|[b]}x",
            "1||[a,,b]",
            "1||hx{[a]|[b]}",
            "1||[a b]"
        }) {
            assertThat(SavedLayout.read(bad)).as("%s", bad).isEmpty();
        }
    }

    @Test
    void panelsItDoesNotKnowAreLeftOutAndTheirSplitsClose() {
        DockLayout l = LAYOUT.retain(id -> !id.equals("layers") && !id.equals("problems"));
        assertThat(l)
                .isEqualTo(new DockLayout.Split(
                        false, 0.66, DockLayout.Stack.of("map"), new DockLayout.Stack(List.of("envelopes"), null)));
        assertThat(LAYOUT.retain(id -> false)).isNull();
        assertThat(LAYOUT.panelIds()).containsExactly("layers", "map", "envelopes", "problems");
    }

    @Test
    void theDefaultLayoutGivesTheMapTheWholeHeightAndLeavesThePanelsNeededNowAndThenHidden() {
        Map<Slot, List<String>> slots = Map.of(
                Slot.LEFT, List.of("layers"),
                Slot.LEFT_LOWER, List.of("properties"),
                Slot.CENTER, List.of("map"),
                Slot.RIGHT, List.of("tiles"),
                Slot.RIGHT_LOWER, List.of("quads"),
                Slot.BOTTOM, List.of("envelopes", "history"));
        DockLayout.Split root = (DockLayout.Split) DefaultLayout.of(slots, new Dimension(1366, 650));
        DockLayout.Split inner = (DockLayout.Split) root.second();
        assertThat(inner.first()).as("the map, alone in the middle").isEqualTo(DockLayout.Stack.of("map"));
        double mapWidth = (1 - root.proportion()) * inner.proportion();
        assertThat(mapWidth).as("the map's share of the width").isGreaterThan(0.62);
        assertThat(root.first().panelIds()).containsExactly("layers", "properties");
        assertThat(root.panelIds()).doesNotContain("envelopes", "history");
        assertThat(root.first())
                .isEqualTo(new DockLayout.Split(
                        false,
                        DefaultLayout.LEFT_UPPER_SHARE,
                        DockLayout.Stack.of("layers"),
                        DockLayout.Stack.of("properties")));
        // a panel opened below the map gets room for the envelope curve
        assertThat(DefaultLayout.besideMap(ModernDocking.DockingRegion.SOUTH, new Dimension(1366, 627)) * 627)
                .isGreaterThanOrEqualTo(DefaultLayout.BOTTOM_MIN - 1);
    }
}

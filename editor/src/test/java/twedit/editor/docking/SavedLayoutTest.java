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
        assertThat(text).isEqualTo("1|images,sounds|h0.1800{[layers]|v0.6600{[map]|[envelopes,*problems]}}");
        assertThat(SavedLayout.read(text)).contains(saved);
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
    void theDefaultLayoutLeavesTheMapMostOfASmallWindow() {
        Map<Slot, List<String>> slots = Map.of(
                Slot.LEFT, List.of("layers"),
                Slot.LEFT_LOWER, List.of("properties", "history"),
                Slot.CENTER, List.of("map"),
                Slot.RIGHT, List.of("tiles"),
                Slot.RIGHT_LOWER, List.of("quads"),
                Slot.BOTTOM, List.of("envelopes"));
        DockLayout.Split root = (DockLayout.Split) DefaultLayout.of(slots, new Dimension(1366, 650));
        DockLayout.Split inner = (DockLayout.Split) root.second();
        DockLayout.Split center = (DockLayout.Split) inner.first();
        double mapWidth = (1 - root.proportion()) * inner.proportion();
        assertThat(mapWidth).as("the map's share of the width").isGreaterThan(0.55);
        assertThat(center.proportion()).as("the map's share of the height").isGreaterThan(0.6);
        assertThat((1 - center.proportion()) * 650)
                .as("the bottom stack's height")
                .isGreaterThanOrEqualTo(215);
        assertThat(center.second()).isEqualTo(DockLayout.Stack.of("envelopes"));
        assertThat(root.first())
                .isEqualTo(new DockLayout.Split(
                        false,
                        DefaultLayout.UPPER_SHARE,
                        DockLayout.Stack.of("layers"),
                        new DockLayout.Stack(List.of("properties", "history"), "properties")));
    }
}

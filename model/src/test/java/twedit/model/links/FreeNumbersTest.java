package twedit.model.links;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.map.Group;
import twedit.model.map.MapBuilder;
import twedit.model.map.MapInfo;
import twedit.model.map.TwMap;
import twedit.model.tiles.LinkRole.Space;

/**
 * "Next free" numbers: a switch number the server settings name ({@code switch_open 33}) is taken though no tile
 * carries it, and the seconds of add and subtract time tiles (79, 95) are not switch numbers.
 */
class FreeNumbersTest {
    @Test
    void serverSettingsSwitchOpenTakesItsNumber() {
        LinkMaps m = new LinkMaps(10, 10).swtch(1, 1, 1, 24, 0).swtch(2, 1, 1, 240, 0);
        TwMap map = withSettings(m, List.of("sv_team 0", "switch_open 2; switch_open \"3\"", "# switch_open 4"));
        LinkIndex x = LinkIndex.of(map);
        assertThat(x.nextFree(Space.SWITCH))
                .as("1 by tiles, 2 and 3 by settings")
                .isEqualTo(4);
        assertThat(x.inSettings(2)).isTrue();
        assertThat(x.inSettings(4)).as("a comment names nothing").isFalse();
        assertThat(x.isUsed(Space.SWITCH, 2)).as("no tile uses 2").isFalse();
        assertThat(x.nextFree(Space.TELE)).as("teles are not switches").isEqualTo(1);
        assertThat(LinkIndex.nextFree(m.swtch, 24, map.info().settingsOrEmpty()))
                .isEqualTo(4);
        assertThat(LinkIndex.nextFree(m.swtch, 24, List.of())).isEqualTo(2);
    }

    @Test
    void addAndSubtractTimeSecondsAreNoSwitchNumbers() {
        // add time 1 minute 1 second, subtract time 2 seconds: numbers 1 and 2 hold seconds, not switches
        LinkMaps m =
                new LinkMaps(10, 10).swtch(1, 1, 1, 79, 1).swtch(2, 1, 2, 95, 0).swtch(3, 1, 3, 22, 0);
        assertThat(LinkIndex.nextFree(m.swtch, 24, List.of())).isEqualTo(1);
        assertThat(LinkIndex.of(m.map).nextFree(Space.SWITCH)).isEqualTo(1);
    }

    @Test
    void checkpointTelesCountApartFromTheOtherTeles() {
        LinkMaps m = new LinkMaps(10, 10)
                .tele(1, 1, 1, 26)
                .tele(2, 1, 1, 27)
                .tele(3, 1, 2, 29)
                .tele(4, 1, 1, 30);
        assertThat(LinkIndex.nextFree(m.tele, 26, List.of("switch_open 2"))).isEqualTo(2);
        assertThat(LinkIndex.nextFree(m.tele, 29, List.of())).isEqualTo(3);
        assertThat(LinkIndex.nextFree(m.game, 1, List.of()))
                .as("not a numbered layer")
                .isEqualTo(-1);
    }

    private static TwMap withSettings(LinkMaps m, List<String> settings) {
        return new MapBuilder()
                .info(MapInfo.EMPTY.withSettings(settings))
                .group(Group.game(List.of(m.game, m.tele, m.swtch, m.speedup)))
                .build();
    }
}

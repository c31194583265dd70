package twedit.resources;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.image.BufferedImage;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import twedit.resources.Assets.TileName;

/** Checks the shipped tile-name tables, overlay atlases and icons against shared/spec/ddnet-tiles.md. */
class AssetsTest {

    static final Set<String> CATEGORIES = Set.of(
            "air",
            "collision",
            "death",
            "freeze",
            "teleport",
            "timing",
            "stopper",
            "modifier",
            "weapon",
            "entity",
            "laser",
            "switch",
            "speedup",
            "tune",
            "misc");

    static List<String> layerKinds() {
        return Assets.LAYER_KINDS;
    }

    /** The ids the spec lists as valid on each layer kind, written out independently of the generator. */
    static Set<Integer> expectedIds(String kind) {
        Set<Integer> entities = ids("192-202, 203-209, 210-218, 220-229, 233-238, 240");
        switch (kind) {
            case "game": {
                Set<Integer> s = ids("0-6, 9, 11-13, 16-22, 32-62, 64-67, 71-76, 88-91, 96-97, 104-107, 112-113, "
                        + "128-129, 144-145, 190-191");
                s.addAll(entities);
                return s;
            }
            case "front": {
                Set<Integer> s = expectedIds("game");
                s.remove(1);
                s.remove(3);
                s.addAll(List.of(98, 99));
                return s;
            }
            case "tele":
                return ids("10, 14, 15, 26, 27, 29, 30, 31, 63");
            case "speedup":
                return ids("28, 29");
            case "switch": {
                Set<Integer> s = ids("7, 9, 12, 13, 19, 20, 22, 23, 24, 25, 79, 95, 98, 99, 144, 145");
                entities.stream().filter(id -> id >= 197).forEach(s::add);
                return s;
            }
            case "tune":
                return ids("68");
            default:
                throw new IllegalArgumentException(kind);
        }
    }

    static Set<Integer> ids(String ranges) {
        Set<Integer> out = new TreeSet<>();
        for (String part : ranges.split(",")) {
            String[] ab = part.trim().split("-");
            int a = Integer.parseInt(ab[0]);
            int b = ab.length == 1 ? a : Integer.parseInt(ab[1]);
            for (int i = a; i <= b; i++) {
                out.add(i);
            }
        }
        return out;
    }

    @ParameterizedTest
    @MethodSource("layerKinds")
    void tileTableParsesWithUniqueInRangeIds(String kind) {
        List<TileName> names = Assets.tileNames(kind);
        assertThat(names).isNotEmpty();
        Set<Integer> seen = new HashSet<>();
        Set<String> shortNames = new HashSet<>();
        int last = -1;
        for (TileName t : names) {
            assertThat(t.id()).isBetween(0, 255);
            assertThat(seen.add(t.id()))
                    .as("duplicate id %d in %s", t.id(), kind)
                    .isTrue();
            assertThat(t.id()).as("ascending ids in %s", kind).isGreaterThan(last);
            last = t.id();
            assertThat(shortNames.add(t.shortName()))
                    .as("duplicate short name %s", t.shortName())
                    .isTrue();
            assertThat(t.shortName()).matches("[a-z][a-z0-9_]*");
            assertThat(t.name()).isNotBlank().doesNotContain("\t");
            assertThat(Character.isUpperCase(t.name().charAt(0)))
                    .as("capitalised: %s", t.name())
                    .isTrue();
            assertThat(CATEGORIES).contains(t.category());
        }
        assertThat(Assets.tileNames(kind)).isSameAs(names); // cached
    }

    @ParameterizedTest
    @MethodSource("layerKinds")
    void tileTableListsExactlyTheIdsTheSpecAllows(String kind) {
        Set<Integer> actual =
                Assets.tileNames(kind).stream().map(TileName::id).collect(Collectors.toCollection(TreeSet::new));
        assertThat(actual).isEqualTo(expectedIds(kind));
    }

    @ParameterizedTest
    @MethodSource("layerKinds")
    void tileTableStartsWithAFormatComment(String kind) throws IOException {
        try (BufferedReader in = new BufferedReader(
                new InputStreamReader(Assets.open(Assets.tileNamesPath(kind)), StandardCharsets.UTF_8))) {
            String first = in.readLine();
            String second = in.readLine();
            assertThat(first).startsWith("#");
            assertThat(second).startsWith("#").contains("id<TAB>short_name<TAB>Human readable name<TAB>category");
        }
    }

    @Test
    void namesFollowTheSpec() {
        assertThat(Assets.tileName("game", 1)).contains(new TileName(1, "solid", "Solid (hookable)", "collision"));
        assertThat(Assets.tileName("game", 3))
                .get()
                .extracting(TileName::shortName)
                .isEqualTo("nohook");
        assertThat(Assets.tileName("game", 9))
                .get()
                .extracting(TileName::category)
                .isEqualTo("freeze");
        assertThat(Assets.tileName("game", 35)).get().extracting(TileName::name).isEqualTo("Time checkpoint 0");
        assertThat(Assets.tileName("game", 59)).get().extracting(TileName::name).isEqualTo("Time checkpoint 24");
        assertThat(Assets.tileName("game", 192))
                .get()
                .extracting(TileName::shortName)
                .isEqualTo("spawn");
        assertThat(Assets.tileName("game", 240))
                .get()
                .extracting(TileName::shortName)
                .isEqualTo("door");
        assertThat(Assets.tileName("game", 26)).isEmpty(); // tele in lives on the tele layer
        assertThat(Assets.tileName("front", 1)).isEmpty();
        assertThat(Assets.tileName("front", 98)).isPresent();
        assertThat(Assets.tileName("tele", 29))
                .get()
                .extracting(TileName::shortName)
                .isEqualTo("tele_check");
        assertThat(Assets.tileName("speedup", 29))
                .get()
                .extracting(TileName::shortName)
                .isEqualTo("speed_boost");
        assertThat(Assets.tileName("speedup", 28))
                .get()
                .extracting(TileName::shortName)
                .isEqualTo("speed_boost_old");
        assertThat(Assets.tileName("switch", 22))
                .get()
                .extracting(TileName::shortName)
                .isEqualTo("switch_timed_open");
        assertThat(Assets.tileName("switch", 196)).isEmpty();
        assertThat(Assets.tileName("tune", 68))
                .get()
                .extracting(TileName::category)
                .isEqualTo("tune");
    }

    @ParameterizedTest
    @MethodSource("layerKinds")
    void everyListedIdHasArtAndEveryOtherCellIsTransparent(String kind) throws IOException {
        BufferedImage atlas = read(Assets.overlayPath(kind));
        int cell = Assets.ATLAS_CELL;
        int grid = Assets.ATLAS_CELLS_PER_ROW;
        assertThat(atlas.getWidth()).isEqualTo(cell * grid);
        assertThat(atlas.getHeight()).isEqualTo(cell * grid);
        assertThat(atlas.getColorModel().hasAlpha()).isTrue();
        Set<Integer> listed = Assets.tileNames(kind).stream().map(TileName::id).collect(Collectors.toSet());
        List<String> problems = new ArrayList<>();
        for (int id = 0; id < grid * grid; id++) {
            int opaque = 0;
            int x0 = (id % grid) * cell;
            int y0 = (id / grid) * cell;
            for (int y = y0; y < y0 + cell; y++) {
                for (int x = x0; x < x0 + cell; x++) {
                    if ((atlas.getRGB(x, y) >>> 24) != 0) {
                        opaque++;
                    }
                }
            }
            boolean drawn = listed.contains(id) && id != 0; // air is listed but never drawn
            if (drawn && opaque < cell * cell / 20) {
                problems.add("id " + id + " has almost no art (" + opaque + " px)");
            } else if (!drawn && opaque != 0) {
                problems.add("id " + id + " should be transparent but has " + opaque + " px");
            }
        }
        assertThat(problems).as("atlas %s", kind).isEmpty();
    }

    @Test
    void everyIconExistsAtItsSizes() throws IOException {
        assertThat(Assets.ICON_NAMES)
                .containsExactlyInAnyOrder(
                        "new",
                        "open",
                        "save",
                        "undo",
                        "redo",
                        "brush",
                        "eraser",
                        "fill",
                        "rect-fill",
                        "select",
                        "picker",
                        "wand",
                        "zoom-in",
                        "zoom-out",
                        "grid",
                        "layers",
                        "play",
                        "pause",
                        "quad",
                        "sound",
                        "envelope",
                        "automap",
                        "check");
        for (String name : Assets.ICON_NAMES) {
            for (int size : Assets.ICON_SIZES) {
                assertIcon(Assets.iconPath(name, size), size);
            }
        }
        for (int size : Assets.APP_ICON_SIZES) {
            assertIcon(Assets.iconPath(Assets.APP_ICON, size), size);
        }
        assertThat(Assets.iconPath("save", 24)).isEqualTo("icons/24/save.png");
        assertThat(Assets.iconPath("twedit", 256)).isEqualTo("icons/256/twedit.png");
    }

    private static void assertIcon(String path, int size) throws IOException {
        BufferedImage img = read(path);
        assertThat(img.getWidth()).as(path).isEqualTo(size);
        assertThat(img.getHeight()).as(path).isEqualTo(size);
        assertThat(img.getColorModel().hasAlpha()).as(path).isTrue();
        int opaque = 0;
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                if ((img.getRGB(x, y) >>> 24) != 0) {
                    opaque++;
                }
            }
        }
        assertThat(opaque).as("%s is not blank", path).isGreaterThan(size * size / 20);
    }

    @Test
    void missingAssetFailsWithItsName() {
        assertThatThrownBy(() -> Assets.open("overlay/nope.png"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("twedit/resources/overlay/nope.png");
        assertThatThrownBy(() -> Assets.url("icons/24/nope.png"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("icons/24/nope.png");
        assertThat(Assets.exists("overlay/nope.png")).isFalse();
        assertThat(Assets.exists("overlay/game.png")).isTrue();
    }

    @Test
    void badArgumentsAreRejected() {
        assertThatThrownBy(() -> Assets.tileNames("quads"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("quads");
        assertThatThrownBy(() -> Assets.overlayPath("sounds")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Assets.iconPath("nope", 24)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Assets.iconPath("save", 256)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Assets.open("../secret")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Assets.open("/twedit/resources/overlay/game.png"))
                .isInstanceOf(IllegalArgumentException.class);
    }

    private static BufferedImage read(String path) throws IOException {
        try (InputStream in = Assets.open(path)) {
            BufferedImage img = ImageIO.read(in);
            assertThat(img).as("decodable PNG %s", path).isNotNull();
            return img;
        }
    }
}

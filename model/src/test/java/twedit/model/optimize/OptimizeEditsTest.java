package twedit.model.optimize;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import twedit.model.document.MapDocument;
import twedit.model.document.Origin;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.MapImage;
import twedit.model.map.QuadsLayer;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/** Each optimization as an edit: what it removes, and that apply, undo and redo give back the exact bytes. */
class OptimizeEditsTest {
    /** Applies the step through a document, checks undo and redo, and returns the actions with the map applied. */
    private static OptimizeStep contract(TwMap m, Function<TwMap, OptimizeStep> build) {
        MapDocument doc = new MapDocument(m);
        byte[] before = OptimizeFixtures.bytes(m);
        OptimizeStep step = build.apply(m);
        assertThat(step.isEmpty())
                .as("the fixture has something for %s", step.edit().label())
                .isFalse();
        assertThat(doc.apply(step.edit())).isTrue();
        byte[] after = OptimizeFixtures.bytes(m);
        assertThat(after).isNotEqualTo(before);
        assertThat(doc.historySize()).isEqualTo(1);
        doc.undo();
        assertThat(OptimizeFixtures.bytes(m)).isEqualTo(before);
        doc.redo();
        assertThat(OptimizeFixtures.bytes(m)).isEqualTo(after);
        return step;
    }

    private static List<String> names(List<? extends Object> objs) {
        return objs.stream()
                .map(o -> o instanceof MapImage i ? i.name() : ((Layer) o).name())
                .toList();
    }

    @Test
    void removesUnusedImagesOnly() {
        TwMap m = OptimizeFixtures.map();
        OptimizeStep s = contract(m, OptimizeEdits::removeUnusedImages);
        assertThat(s.actions()).extracting(OptimizeAction::what).containsExactly("image 'unused'");
        assertThat(names(m.images())).containsExactly("tiles", "tiles_copy", "quad");
    }

    @Test
    void removesUnusedEnvelopesOnly() {
        TwMap m = OptimizeFixtures.map();
        contract(m, OptimizeEdits::removeUnusedEnvelopes);
        assertThat(m.envelopes()).extracting(e -> e.name()).containsExactly("used");
        assertThat(((TileLayer) m.groups().get(0).layers().get(0)).colorEnvelope())
                .isSameAs(m.envelopes().get(0));
    }

    @Test
    void removesUnusedSounds() {
        TwMap m = OptimizeFixtures.map();
        contract(m, OptimizeEdits::removeUnusedSounds);
        assertThat(m.sounds()).isEmpty();
    }

    @Test
    void removesEmptyLayersAndTheGroupsTheyLeaveEmptyButNeverTheGameLayer() {
        TwMap m = OptimizeFixtures.map();
        OptimizeStep s = contract(m, OptimizeEdits::removeEmptyLayers);
        assertThat(m.groups()).extracting(Group::name).containsExactly("design", "Game");
        assertThat(names(m.groups().get(0).layers())).containsExactly("a", "b", "quads");
        assertThat(m.gameLayer()).isPresent();
        assertThat(s.actions()).hasSize(5);
    }

    @Test
    void emptyGameLayerStays() {
        TwMap m = TwMap.newMap(10, 10);
        assertThat(OptimizeEdits.removeEmptyLayers(m).isEmpty()).isTrue();
    }

    @Test
    void shrinksRightAndBottomKeepingOneEmptyColumnAndRowAndNeverPhysics() {
        TwMap m = OptimizeFixtures.map();
        contract(m, OptimizeEdits::shrinkLayers);
        TileLayer a = (TileLayer) m.groups().get(0).layers().get(0);
        TileLayer b = (TileLayer) m.groups().get(0).layers().get(1);
        assertThat(a.width()).isEqualTo(13); // tiles up to column 11, then one empty column
        assertThat(a.height()).isEqualTo(9);
        assertThat(a.grid().get(0, 0, 0)).isEqualTo(17);
        assertThat(a.grid().get(11, 7, 0)).isEqualTo(1);
        assertThat(b.width()).isEqualTo(24);
        assertThat(b.height()).isEqualTo(24);
        assertThat(m.gameLayer().orElseThrow().width()).isEqualTo(40);
    }

    @Test
    void mergesDuplicateImagesAndRelinksTheirLayers() {
        TwMap m = OptimizeFixtures.map();
        contract(m, OptimizeEdits::removeDuplicateImages);
        assertThat(names(m.images())).containsExactly("tiles", "unused", "quad");
        TileLayer b = (TileLayer) m.groups().get(0).layers().get(1);
        assertThat(b.image()).isSameAs(m.images().get(0));
    }

    @Test
    void clearsTheCellsNoTileUsesOfTileOnlyImagesAndLeavesQuadImagesDrawingTheSame() {
        TwMap m = OptimizeFixtures.map();
        MapImage quad = m.images().get(3);
        byte[] quadBefore = quad.pixels().clone();
        contract(m, OptimizeEdits::clearUnusedTiles);
        MapImage tiles = m.images().get(0);
        // 64x64 image: cells are 4x4; id 1 (x 4..7, y 0..3) is drawn, id 3 is not
        assertThat(alpha(tiles, 12, 0)).isZero();
        assertThat(alpha(tiles, 5, 1)).isEqualTo(alpha(OptimizeFixtures.pixels(64, 64, 1), 64, 5, 1));
        byte[] quadAfter = quad.pixels();
        for (int i = 0; i < quadAfter.length; i += 4) {
            assertThat(quadAfter[i + 3]).isEqualTo(quadBefore[i + 3]);
            if (quadBefore[i + 3] != 0) {
                assertThat(java.util.Arrays.copyOfRange(quadAfter, i, i + 4))
                        .isEqualTo(java.util.Arrays.copyOfRange(quadBefore, i, i + 4));
            }
        }
    }

    private static int alpha(MapImage img, int x, int y) {
        return alpha(img.pixels(), img.width(), x, y);
    }

    private static int alpha(byte[] px, int w, int x, int y) {
        return px[(y * w + x) * 4 + 3] & 0xFF;
    }

    @Test
    void optimizerIsOneUndoStepThatRestoresTheExactBytes() {
        TwMap m = OptimizeFixtures.map();
        MapDocument doc = new MapDocument(m);
        byte[] before = OptimizeFixtures.bytes(m);
        OptimizeReport r = new Optimizer(OptimizeOptions.ALL).optimize(doc, Origin.USER);
        byte[] after = OptimizeFixtures.bytes(m);
        assertThat(doc.historySize()).isEqualTo(1);
        assertThat(doc.undoLabel()).isEqualTo(Optimizer.LABEL);
        // duplicates merged and empty layers gone first, so what they used goes too
        assertThat(r.count(OptimizeAction.Kind.DUPLICATE_IMAGE)).isEqualTo(1);
        assertThat(r.count(OptimizeAction.Kind.UNUSED_IMAGE)).isEqualTo(1);
        assertThat(names(m.images())).containsExactly("tiles", "quad");
        assertThat(m.groups().get(0).layers())
                .noneMatch(l -> l instanceof QuadsLayer q && q.quads().isEmpty());
        doc.undo();
        assertThat(OptimizeFixtures.bytes(m)).isEqualTo(before);
        doc.redo();
        assertThat(OptimizeFixtures.bytes(m)).isEqualTo(after);
        assertThat(r.summary()).contains("remove duplicate images: 1");
    }

    @Test
    void onlyTheChosenKindsRun() {
        TwMap m = OptimizeFixtures.map();
        OptimizeReport r = new Optimizer(new OptimizeOptions(java.util.Set.of(OptimizeAction.Kind.UNUSED_SOUND)))
                .optimize(new MapDocument(m), Origin.USER);
        assertThat(r.actions()).extracting(OptimizeAction::kind).containsOnly(OptimizeAction.Kind.UNUSED_SOUND);
        assertThat(m.images()).hasSize(4);
    }
}

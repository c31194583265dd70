package twedit.model.document;

import org.junit.jupiter.api.Test;
import twedit.model.document.edits.Change;
import twedit.model.links.LinkEdits;
import twedit.model.links.LinkIndex;
import twedit.model.links.NumberLinks;
import twedit.model.map.TileKind;
import twedit.model.map.TwMap;
import twedit.model.tiles.LinkRole.Space;

/** The renumber edit keeps the edit contract (apply, undo, redo restore the exact saved bytes) on DDNet's maps. */
class LinkRenumberContractTest {
    @Test
    void renumberingATeleOfLearnToPlay() {
        TwMap map = DocTesting.load("LearnToPlay.map");
        NumberLinks first = LinkIndex.of(map).numbers(Space.TELE).get(0);
        int to = LinkIndex.of(map).nextFree(Space.TELE);
        DocTesting.contract(
                map,
                m -> LinkEdits.renumber(m, Space.TELE, first.number(), to, LinkEdits.Area.WHOLE),
                Change.TilesChanged.class);
    }

    @Test
    void renumberingASwitchInARectangleAndACheckpointOfTheTutorial() {
        TwMap learn = DocTesting.load("LearnToPlay.map");
        NumberLinks sw = LinkIndex.of(learn).numbers(Space.SWITCH).get(0);
        var cells = sw.parts().get(0).cells();
        DocTesting.contract(
                learn,
                m -> LinkEdits.renumber(
                        m, Space.SWITCH, sw.number(), 200, new LinkEdits.Area(cells.x(0), cells.y(0), 1, 1)),
                Change.TilesChanged.class);

        TwMap tutorial = DocTesting.load("Tutorial.map");
        NumberLinks cp = LinkIndex.of(tutorial).numbers(Space.CHECKPOINT).get(1);
        DocTesting.contract(
                tutorial,
                m -> LinkEdits.renumber(m, Space.CHECKPOINT, cp.number(), 250, LinkEdits.Area.WHOLE),
                Change.TilesChanged.class);
        org.assertj.core.api.Assertions.assertThat(tutorial.physicsLayer(TileKind.TELE))
                .isPresent();
    }
}

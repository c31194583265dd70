package twedit.model.document;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static twedit.model.document.DocTesting.bytes;
import static twedit.model.document.DocTesting.load;

import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.document.DocumentEvent.Kind;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.Change;
import twedit.model.document.edits.Edits;
import twedit.model.document.edits.TileOps;
import twedit.model.map.Group;
import twedit.model.map.Point;
import twedit.model.map.Props;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/** The document's history rules: strokes, cancel, no-ops, groups, the modified flag and events. */
class MapDocumentTest {
    private static TileLayer game(TwMap m) {
        return m.gameLayer().orElseThrow();
    }

    @Test
    void aStrokeIsOneUndoStepThatKeepsTheFirstOldValueOfEachCell() {
        TwMap map = load("dm1.map");
        MapDocument doc = new MapDocument(map);
        DocTesting.Recorder r = new DocTesting.Recorder();
        doc.addListener(r);
        byte[] before = bytes(map);
        TileLayer g = game(map);
        doc.beginStroke("Paint");
        for (int i = 0; i < 30; i++) {
            // the stroke passes some cells twice, with different tiles
            doc.strokeApply(TileOps.setCell(g, 10 + i % 12, 20, Cells.tile(1 + i % 3, 0)));
        }
        assertThat(r.events).allMatch(e -> e.kind() == Kind.STROKE_STEP);
        assertThat(doc.canUndo()).isFalse();
        assertThat(doc.isModified()).isTrue();
        assertThat(doc.endStroke()).isTrue();
        assertThat(r.last().kind()).isEqualTo(Kind.HISTORY);
        byte[] after = bytes(map);
        assertThat(doc.historySize()).isEqualTo(1);
        assertThat(doc.undoLabel()).isEqualTo("Paint");
        assertThat(doc.historyBytes()).isLessThan(12 * 12 + 400);
        doc.undo();
        DocTesting.assertSameBytes(bytes(map), before, "stroke undone");
        assertThat(g.grid().source()).as("the file block is back").isNotNull();
        doc.redo();
        DocTesting.assertSameBytes(bytes(map), after, "stroke redone");
    }

    @Test
    void aStrokeEndedWithANamerIsNamedFromWhatItMerged() {
        TwMap map = TwMap.newMap(20, 20);
        MapDocument doc = new MapDocument(map);
        DocTesting.Recorder r = new DocTesting.Recorder();
        doc.addListener(r);
        TileLayer g = game(map);
        doc.beginStroke("Paint");
        assertThat(doc.inFrame()).isTrue();
        for (int i = 0; i < 5; i++) {
            doc.strokeApply(TileOps.setCell(g, 2 + i, 3, Cells.tile(1, 0)));
        }
        doc.strokeApply(TileOps.setCell(g, 2, 3, Cells.tile(1, 0))); // the same cell twice counts once
        assertThat(doc.endStroke(merged -> "Paint " + merged.size() + " step(s)"))
                .isTrue();
        assertThat(doc.inFrame()).isFalse();
        assertThat(doc.undoLabel()).isEqualTo("Paint 1 step(s)");
        assertThat(doc.historyLabels()).containsExactly("Paint 1 step(s)");
        assertThat(r.last().kind()).isEqualTo(Kind.HISTORY);
        assertThat(r.last().label())
                .as("the event names the step as the history does")
                .isEqualTo("Paint 1 step(s)");
        doc.undo();
        assertThat(r.last().label()).isEqualTo("Paint 1 step(s)");
    }

    @Test
    void aCancelledStrokeLeavesNoTrace() {
        TwMap map = load("dm1.map");
        MapDocument doc = new MapDocument(map);
        DocTesting.Recorder r = new DocTesting.Recorder();
        doc.addListener(r);
        byte[] before = bytes(map);
        doc.beginStroke("Paint");
        doc.strokeApply(TileOps.setCell(game(map), 1, 1, Cells.tile(1, 0)));
        doc.strokeApply(TileOps.fillRect(game(map), 0, 0, 5, 5, Cells.tile(2, 0)));
        doc.strokeApply(Edits.set(map.groups().get(0), Props.GROUP_NAME, "x"));
        doc.cancelStroke();
        assertThat(r.last().kind()).isEqualTo(Kind.CANCEL);
        assertThat(r.last().changes()).hasSize(2);
        DocTesting.assertSameBytes(bytes(map), before, "cancelled");
        assertThat(doc.historySize()).isZero();
        assertThat(doc.isModified()).isFalse();
        assertThat(doc.canUndo()).isFalse();
    }

    @Test
    void aStrokeThatEndsWhereItStartedIsNotRecorded() {
        TwMap map = load("dm1.map");
        MapDocument doc = new MapDocument(map);
        Group grp = map.groups().get(6);
        doc.beginStroke("Drag");
        doc.strokeApply(Edits.set(grp, Props.GROUP_OFFSET, new Point(5, 5)));
        doc.strokeApply(Edits.set(grp, Props.GROUP_OFFSET, new Point(0, 0)));
        assertThat(doc.endStroke()).isFalse();
        assertThat(doc.historySize()).isZero();
        assertThat(doc.isModified()).isFalse();
        doc.beginStroke("Empty");
        assertThat(doc.endStroke()).isFalse();
    }

    @Test
    void noOpEditsAreNeitherRecordedNorAnnounced() {
        TwMap map = load("dm1.map");
        MapDocument doc = new MapDocument(map);
        DocTesting.Recorder r = new DocTesting.Recorder();
        doc.addListener(r);
        assertThat(doc.apply(Edits.set(
                        map.groups().get(0),
                        Props.GROUP_NAME,
                        map.groups().get(0).name())))
                .isFalse();
        assertThat(doc.apply(Edits.moveGroup(map, 2, 2))).isFalse();
        assertThat(r.events).isEmpty();
        assertThat(doc.canUndo()).isFalse();
    }

    @Test
    void modifiedFollowsTheSavedHistoryPosition() {
        TwMap map = load("dm1.map");
        MapDocument doc = new MapDocument(map);
        assertThat(doc.isModified()).isFalse();
        doc.apply(Edits.set(map.groups().get(0), Props.GROUP_NAME, "a"));
        doc.apply(Edits.set(map.groups().get(0), Props.GROUP_NAME, "b"));
        assertThat(doc.isModified()).isTrue();
        doc.markSaved();
        assertThat(doc.isModified()).isFalse();
        doc.undo();
        assertThat(doc.isModified()).isTrue();
        doc.redo();
        assertThat(doc.isModified()).isFalse();
        doc.undo();
        doc.undo();
        assertThat(doc.isModified()).isTrue();
        // a new edit after undo discards the saved state's branch: modified until the next save
        doc.apply(Edits.set(map.groups().get(0), Props.GROUP_NAME, "c"));
        assertThat(doc.canRedo()).isFalse();
        doc.undo();
        assertThat(doc.isModified()).isTrue();
    }

    @Test
    void groupsMakeOneLabelledStepAndNest() {
        TwMap map = load("dm1.map");
        MapDocument doc = new MapDocument(map);
        byte[] before = bytes(map);
        boolean recorded = doc.compound("Flip selection", () -> {
            doc.apply(TileOps.setCell(game(map), 1, 1, Cells.tile(1, 0)));
            doc.compound("inner", () -> doc.apply(Edits.set(map.groups().get(0), Props.GROUP_NAME, "n")));
            doc.apply(Edits.addGroup(map, 0, new Group("new")));
            doc.beginStroke("s");
            doc.strokeApply(TileOps.setCell(game(map), 2, 2, Cells.tile(1, 0)));
            doc.endStroke();
        });
        assertThat(recorded).isTrue();
        assertThat(doc.historySize()).isEqualTo(1);
        assertThat(doc.undoLabel()).isEqualTo("Flip selection");
        doc.undo();
        DocTesting.assertSameBytes(bytes(map), before, "group undone");
        assertThat(doc.redoLabel()).isEqualTo("Flip selection");
    }

    @Test
    void aFailingGroupIsRevertedAndRethrown() {
        TwMap map = load("dm1.map");
        MapDocument doc = new MapDocument(map);
        byte[] before = bytes(map);
        assertThatThrownBy(() -> doc.compound("Automap", () -> {
                    doc.apply(TileOps.setCell(game(map), 1, 1, Cells.tile(1, 0)));
                    doc.beginStroke("left open");
                    doc.strokeApply(TileOps.setCell(game(map), 3, 1, Cells.tile(1, 0)));
                    throw new IllegalStateException("rule file broken");
                }))
                .hasMessage("rule file broken");
        DocTesting.assertSameBytes(bytes(map), before, "failed group");
        assertThat(doc.historySize()).isZero();
        assertThat(doc.inStroke()).isFalse();
        doc.apply(Edits.set(map.groups().get(0), Props.GROUP_NAME, "still usable"));
        assertThat(doc.canUndo()).isTrue();
    }

    @Test
    void misuseIsRefused() {
        TwMap map = load("dm1.map");
        MapDocument doc = new MapDocument(map);
        assertThatThrownBy(() -> doc.strokeApply(Edits.moveGroup(map, 0, 1))).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(doc::endStroke).isInstanceOf(IllegalStateException.class);
        doc.beginStroke("s");
        assertThatThrownBy(doc::undo).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(doc::endGroup).isInstanceOf(IllegalStateException.class);
        doc.cancelStroke();
        doc.addListener(e -> doc.apply(Edits.set(map.groups().get(0), Props.GROUP_NAME, "loop")));
        assertThatThrownBy(() -> doc.apply(Edits.set(map.groups().get(0), Props.GROUP_NAME, "x")))
                .isInstanceOf(IllegalStateException.class);
    }

    @Test
    void everyStepSendsExactlyOneEvent() {
        TwMap map = load("dm1.map");
        MapDocument doc = new MapDocument(map);
        DocTesting.Recorder r = new DocTesting.Recorder();
        doc.addListener(r);
        doc.apply(TileOps.fill(game(map), Cells.tile(1, 0)));
        doc.apply(Edits.removeImage(map, 0));
        doc.undo();
        doc.redo();
        doc.markSaved();
        assertThat(r.events)
                .extracting(DocumentEvent::kind)
                .containsExactly(Kind.APPLY, Kind.APPLY, Kind.UNDO, Kind.REDO, Kind.HISTORY);
        assertThat(r.events.get(0).changes()).containsExactly(new Change.TilesChanged(game(map), 0, 0, 60, 50));
        assertThat(r.events.get(2).changes()).isEqualTo(r.events.get(1).changes());
        assertThat(r.events.get(2).document()).isSameAs(doc);
    }

    @Test
    void theHistoryLimitDropsTheOldestSteps() {
        TwMap map = TwMap.newMap(100, 100);
        MapDocument doc = new MapDocument(map);
        doc.setHistoryLimit(100_000);
        for (int i = 1; i <= 10; i++) {
            doc.apply(TileOps.fill(game(map), Cells.tile(i, 0)));
        }
        assertThat(doc.historyBytes()).isLessThanOrEqualTo(100_000);
        assertThat(doc.historySize()).isBetween(1, 3);
        while (doc.undo()) {
            // undo what is left
        }
        assertThat(game(map).grid().get(0, 0, 0)).isNotZero();
        assertThat(doc.isModified()).isTrue();
        doc.clearHistory();
        assertThat(doc.historySize()).isZero();
        assertThat(List.of(doc.canUndo(), doc.canRedo())).containsOnly(false);
    }
}

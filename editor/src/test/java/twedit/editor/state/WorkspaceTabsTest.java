package twedit.editor.state;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.codec.SourceForm;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.TileOps;
import twedit.model.map.Group;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/** Maps in tabs: each keeps its document, history, file and current layer; only the shown one is edited. */
class WorkspaceTabsTest {
    private static MapDocument doc() {
        return new MapDocument(TwMap.newMap(30, 20));
    }

    private static void paint(Workspace ws, int x, int y, int id) {
        ws.document().apply(TileOps.setCell(ws.map().gameLayer().orElseThrow(), x, y, new byte[] {(byte) id, 0, 0, 0}));
    }

    private static int cell(MapDocument d, int x, int y) {
        return d.map().gameLayer().orElseThrow().grid().get(x, y, 0);
    }

    @Test
    void undoInOneTabNeverTouchesAnother() {
        Workspace ws = new Workspace(doc());
        OpenMap first = ws.open(doc(), Path.of("a.map"), SourceForm.DDNET);
        assertThat(ws.maps()).as("a file takes an untouched new map's place").containsExactly(first);
        paint(ws, 1, 1, 1);
        OpenMap second = ws.open(doc(), Path.of("b.map"), SourceForm.DDNET);
        assertThat(ws.maps()).containsExactly(first, second);
        assertThat(ws.current()).isSameAs(second);
        paint(ws, 2, 2, 2);

        ws.switchTo(first);
        assertThat(ws.document().canUndo()).isTrue();
        ws.document().undo();
        assertThat(cell(first.document(), 1, 1)).isZero();
        assertThat(cell(second.document(), 2, 2))
                .as("the other tab's edit stays")
                .isEqualTo(2);
        assertThat(second.document().canUndo()).isTrue();
        assertThat(ws.file()).isEqualTo(Path.of("a.map"));

        ws.switchTo(second);
        assertThat(ws.document().undoLabel()).isEqualTo(second.document().undoLabel());
        ws.document().undo();
        assertThat(cell(second.document(), 2, 2)).isZero();
        assertThat(first.document().canRedo())
                .as("redo of the first tab is still there")
                .isTrue();
    }

    @Test
    void eachTabComesBackWithItsLayerAndWhatFeaturesKept() {
        Workspace ws = new Workspace(doc());
        OpenMap a = ws.open(doc(), Path.of("a.map"), SourceForm.DDNET);
        a.document().markModified();
        Group g = ws.map().groups().get(0);
        TileLayer game = ws.map().gameLayer().orElseThrow();
        ws.select(g, null);
        List<String> heard = new ArrayList<>();
        ws.addListener(new WorkspaceListener() {
            @Override
            public void leaving(OpenMap m) {
                m.keep("view", "looking at " + m.displayName());
                heard.add("leaving " + m.displayName());
            }

            @Override
            public void returned(OpenMap m) {
                heard.add("returned " + m.displayName() + " "
                        + m.kept("view", String.class).orElse("?"));
            }

            @Override
            public void mapClosed(OpenMap m) {
                heard.add("closed " + m.displayName());
            }
        });
        OpenMap b = ws.open(doc(), null, SourceForm.DDNET);
        assertThat(ws.currentLayer()).as("a new tab starts on its game layer").isNotNull();
        ws.switchTo(a);
        assertThat(ws.currentGroup()).isSameAs(g);
        assertThat(ws.currentLayer()).as("only the group was current").isNull();
        ws.select(g, game);
        ws.close(a);
        assertThat(ws.current()).isSameAs(b);
        assertThat(ws.maps()).containsExactly(b);
        ws.close(b);
        assertThat(ws.maps()).as("the last tab stays").containsExactly(b);
        assertThat(heard)
                .containsExactly(
                        "leaving a.map",
                        "leaving Untitled.map",
                        "returned a.map looking at a.map",
                        "leaving a.map",
                        "returned Untitled.map looking at Untitled.map",
                        "closed a.map");
    }

    @Test
    void mapsAreFoundByFileAndDocument() {
        Workspace ws = new Workspace(doc());
        MapDocument d = doc();
        OpenMap m = ws.open(d, Path.of("dir", "x.map"), SourceForm.TEEWORLDS_07);
        assertThat(ws.find(Path.of("dir", "..", "dir", "x.map"))).contains(m);
        assertThat(ws.find(d)).contains(m);
        assertThat(ws.find(Path.of("y.map"))).isEmpty();
        assertThat(ws.form()).isEqualTo(SourceForm.TEEWORLDS_07);
        ws.setDamaged(true);
        assertThat(m.damaged()).isTrue();
        ws.setFile(m, Path.of("dir", "x-fixed.map"), SourceForm.DDNET);
        assertThat(m.damaged()).as("written by us: no longer the damaged file").isFalse();
        assertThat(m.displayName()).isEqualTo("x-fixed.map");
    }

    @Test
    void closingAllLeavesOneMapAndTellsAboutEachClosedOne() {
        Workspace ws = new Workspace(doc());
        ws.setFile(Path.of("a.map"), SourceForm.DDNET);
        ws.open(doc(), Path.of("b.map"), SourceForm.DDNET);
        ws.open(doc(), Path.of("c.map"), SourceForm.DDNET);
        List<String> heard = new ArrayList<>();
        ws.addListener(new WorkspaceListener() {
            @Override
            public void leaving(OpenMap m) {
                heard.add("leaving " + m.displayName());
            }

            @Override
            public void mapClosed(OpenMap m) {
                heard.add("closed " + m.displayName());
            }

            @Override
            public void documentReplaced() {
                heard.add("replaced");
            }
        });
        MapDocument blank = doc();
        ws.closeAll(blank);
        assertThat(ws.maps()).hasSize(1);
        assertThat(ws.document()).isSameAs(blank);
        assertThat(ws.file()).isNull();
        assertThat(heard).as("no tab is shown on the way").containsExactly("closed a.map", "closed b.map", "replaced");
    }
}

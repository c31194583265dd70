package twedit.editor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.JList;
import javax.swing.JScrollPane;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import twedit.editor.state.OpenMap;
import twedit.editor.state.Workspace;
import twedit.model.codec.SourceForm;
import twedit.model.document.MapDocument;
import twedit.model.map.TwMap;

/** A panel's list comes back scrolled where it was left in each tab. */
class KeptScrollTest {
    @Test
    void eachTabKeepsItsScrollPosition() throws Exception {
        AtomicReference<Point> back = new AtomicReference<>();
        AtomicReference<JScrollPane> pane = new AtomicReference<>();
        AtomicReference<OpenMap> first = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> {
            String[] rows = new String[200];
            java.util.Arrays.fill(rows, "row");
            JScrollPane scroll = new JScrollPane(new JList<>(rows));
            scroll.setSize(120, 100);
            scroll.validate();
            Workspace ws = new Workspace(new MapDocument(TwMap.newMap(5, 5)));
            ws.setFile(Path.of("a.map"), SourceForm.DDNET);
            KeptScroll.follow(ws, scroll, "list.scroll");
            first.set(ws.current());
            scroll.getViewport().setViewPosition(new Point(0, 500));
            ws.open(new MapDocument(TwMap.newMap(5, 5)), Path.of("b.map"), SourceForm.DDNET);
            scroll.getViewport().setViewPosition(new Point(0, 0));
            ws.switchTo(first.get());
            pane.set(scroll);
        });
        // the restore waits for the rows of the map shown again to be laid out
        SwingUtilities.invokeAndWait(() -> back.set(pane.get().getViewport().getViewPosition()));
        assertThat(back.get()).isEqualTo(new Point(0, 500));
    }
}

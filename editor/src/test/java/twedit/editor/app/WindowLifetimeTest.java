package twedit.editor.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.ref.WeakReference;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.model.map.TwMap;
import twedit.model.testutil.Corpus;

/**
 * A closed window lets go of its map: Swing's focus manager (and test robots) may keep a closed window reachable,
 * which must not keep the map, its history and its cached pixels with it.
 */
class WindowLifetimeTest {
    @Test
    void aClosedWindowLetsGoOfItsMap() throws Exception {
        WeakReference<TwMap> map;
        try (GuiHarness h = new GuiHarness(false)) {
            h.open(Corpus.ddnetMap("maps/Tutorial.map"));
            h.window.edits().copy.actionPerformed(null);
            map = new WeakReference<>(
                    GuiActionRunner.execute(() -> h.window.workspace().map()));
        }
        for (int i = 0; i < 50 && map.get() != null; i++) {
            System.gc();
            Thread.sleep(100);
        }
        assertThat(map.get()).as("the closed window's map is still reachable").isNull();
    }
}

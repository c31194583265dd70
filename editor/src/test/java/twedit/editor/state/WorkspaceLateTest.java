package twedit.editor.state;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.codec.SourceForm;
import twedit.model.document.MapDocument;
import twedit.model.map.TwMap;

/** Listeners added while something is built late hear the open document as if they had been there all along. */
class WorkspaceLateTest {
    @Test
    void listenersAddedLateHearTheDocumentThenTheSelection() {
        Workspace ws = new Workspace(new MapDocument(TwMap.newMap(10, 5)));
        List<String> heard = new ArrayList<>();
        ws.addListener(recorder("early", heard));
        ws.setDocument(new MapDocument(TwMap.newMap(20, 5)), null, SourceForm.DDNET);
        heard.clear();

        ws.addLate(() -> {
            ws.addListener(recorder("a", heard));
            ws.addListener(recorder("b", heard));
        });

        assertThat(heard).containsExactly("a replaced", "b replaced", "a selection", "b selection");
    }

    private static WorkspaceListener recorder(String name, List<String> heard) {
        return new WorkspaceListener() {
            @Override
            public void documentReplaced() {
                heard.add(name + " replaced");
            }

            @Override
            public void selectionChanged() {
                heard.add(name + " selection");
            }
        };
    }
}

package twedit.editor.testmap;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.swing.JList;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.testserver.ServeRun;
import twedit.editor.testserver.ServerProcessesAccess;
import twedit.editor.testutil.EditorGui;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.doctor.Finding;
import twedit.model.io.MapFiles;
import twedit.model.map.TwMap;

/**
 * Tools > Test Map in the window with the real DDNet-Server: F5 starts the server and the client (a script of the
 * test's own that writes its arguments), a save and F5 again reload it, Stop Test and closing the window end both, a
 * server that refuses the map puts its words in Problems, and a missing server names the package and the field.
 */
@Timeout(180)
class TestMapGuiTest {
    @TempDir
    Path dir;

    private static TestMapFeature feature(EditorGui gui) {
        return GuiActionRunner.execute(() -> gui.window.feature(TestMapFeature.class));
    }

    private static String state(EditorGui gui) {
        return GuiActionRunner.execute(() -> feature(gui).panel().stateText());
    }

    private static void click(EditorGui gui, String item) {
        GuiActionRunner.execute(() -> gui.frame.menuItem(item).target().doClick());
    }

    /**
     * A small new map (Tutorial's shaded quads take the software renderer of a loaded test machine tens of seconds a
     * frame, and the window is only the way in here).
     */
    private Path small(String name) throws Exception {
        Path map = dir.resolve(name + ".map");
        new MapFiles(ReadLimits.EDITOR, null).save(TwMap.newMap(60, 40), map, SaveOptions.DDNET);
        return map;
    }

    @Test
    void f5StartsServerAndClientASaveReloadsAndStopEndsBoth() throws Exception {
        ServerProcessesAccess.require();
        Path map = small("Small");
        Path args = dir.resolve("args.txt");
        Path client = ServeRun.fakeClient(dir, args);
        try (EditorGui gui = new EditorGui(false)) {
            new TestMapPrefs(gui.prefs()).setClient(client.toString());
            gui.open(map);
            click(gui, "testMapItem");
            gui.waitFor("the server runs", () -> state(gui).startsWith("Serving Small on 127.0.0.1:"));
            int port = GuiActionRunner.execute(() -> feature(gui).server().port());
            assertThat(ServerProcessesAccess.servers(port)).hasSize(1);
            assertThat(state(gui)).contains("the DDNet client is joining it");
            gui.waitFor("the client's arguments", () -> Files.exists(args));
            assertThat(Files.readAllLines(args)).containsExactly("connect 127.0.0.1:" + port);
            gui.waitFor(
                    "the server's output in the panel",
                    () -> feature(gui).panel().outputText().contains("datafile: loading done"));

            gui.saveTo(map);
            gui.waitFor("the save reloaded the server", () -> state(gui).contains(": reloaded in "));

            GuiActionRunner.execute(() -> feature(gui).panel().state("before F5"));
            click(gui, "testMapItem");
            gui.waitFor("F5 reloaded the server", () -> state(gui).contains(": reloaded in "));
            assertThat(ServerProcessesAccess.servers(port))
                    .as("one server per window")
                    .hasSize(1);

            click(gui, "stopTestItem");
            gui.waitFor("stopped", () -> state(gui).equals("Test server stopped."));
            assertThat(ServerProcessesAccess.gone(port, 5_000)).isTrue();
            gui.waitFor("the client ended", () -> !clientRunning(client));
        }
    }

    @Test
    void closingTheWindowEndsTheServer() throws Exception {
        ServerProcessesAccess.require();
        Path map = small("Small");
        try (EditorGui gui = new EditorGui(false)) {
            new TestMapPrefs(gui.prefs()).setStartClient(false);
            gui.open(map);
            click(gui, "testMapItem");
            gui.waitFor("the server runs", () -> state(gui).startsWith("Serving Small on 127.0.0.1:"));
            assertThat(state(gui)).contains("connect 127.0.0.1:");
            int port = GuiActionRunner.execute(() -> feature(gui).server().port());
            GuiActionRunner.execute(() -> gui.window.close());
            assertThat(ServerProcessesAccess.gone(port, 10_000)).isTrue();
        }
    }

    @Test
    void aServerThatRefusesTheMapPutsItsWordsInProblems() throws Exception {
        Path map = small("x");
        Path fake = dir.resolve("DDNet-Server");
        Files.writeString(
                fake,
                "#!/bin/sh\necho \"datafile: wrong signature. 00 00 00 00\"\n"
                        + "echo \"server: failed to load map. mapname='x'\"\nexit 255\n");
        assertThat(fake.toFile().setExecutable(true)).isTrue();
        try (EditorGui gui = new EditorGui(false)) {
            new TestMapPrefs(gui.prefs()).setServer(fake.toString());
            gui.open(map);
            click(gui, "testMapItem");
            gui.waitFor("the refusal", () -> state(gui).startsWith("The test server did not start"));
            assertThat(state(gui)).contains("wrong signature").contains("failed to load map");
            gui.waitFor(
                    "the problem in Problems",
                    () -> problems(gui).stream()
                            .anyMatch(f -> f.checkId().equals(TestMapFeature.CHECK)
                                    && f.what().contains("failed to load map")));
        }
    }

    @Test
    void aMissingServerNamesThePackageAndThePreferencesField() throws Exception {
        Path map = small("x");
        try (EditorGui gui = new EditorGui(false)) {
            new TestMapPrefs(gui.prefs())
                    .setServer(dir.resolve("nowhere/DDNet-Server").toString());
            gui.open(map);
            click(gui, "testMapItem");
            assertThat(state(gui))
                    .contains("ddnet-server")
                    .contains("https://ddnet.org/downloads/")
                    .contains("Edit > Preferences > Test Map > DDNet server");
            assertThat(GuiActionRunner.execute(() -> feature(gui).testing())).isFalse();
        }
    }

    private static List<Finding> problems(EditorGui gui) {
        return GuiActionRunner.execute(() -> {
            // the Problems tab may be behind the Server panel: its list is there all the same
            JList<?> list = gui.robot.finder().findByName(gui.window, "problems.list", JList.class, false);
            List<Finding> out = new java.util.ArrayList<>();
            for (int i = 0; i < list.getModel().getSize(); i++) {
                out.add((Finding) list.getModel().getElementAt(i));
            }
            return out;
        });
    }

    private static boolean clientRunning(Path script) {
        return ProcessHandle.allProcesses()
                .filter(ProcessHandle::isAlive)
                .anyMatch(p -> p.info()
                        .arguments()
                        .map(a -> List.of(a).contains(script.toString()))
                        .orElse(false));
    }
}

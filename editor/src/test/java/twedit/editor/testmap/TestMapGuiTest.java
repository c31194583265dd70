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

    /** Compresses on a thread of its own, each block waiting until the test opens the gate; notes who asked. */
    private static final class GatedCompressor extends java.util.concurrent.AbstractExecutorService {
        final java.util.concurrent.CountDownLatch gate = new java.util.concurrent.CountDownLatch(1);
        final List<String> callers = new java.util.concurrent.CopyOnWriteArrayList<>();
        volatile boolean gated;
        private final java.util.concurrent.ExecutorService inner =
                java.util.concurrent.Executors.newSingleThreadExecutor(r -> {
                    Thread t = new Thread(r, "test-compressor");
                    t.setDaemon(true);
                    return t;
                });

        @Override
        public void execute(Runnable r) {
            boolean wait = gated;
            if (wait) {
                callers.add(javax.swing.SwingUtilities.isEventDispatchThread() ? "event thread" : "background");
            }
            inner.execute(() -> {
                try {
                    if (wait) {
                        gate.await();
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                r.run();
            });
        }

        @Override
        public void shutdown() {
            inner.shutdown();
        }

        @Override
        public List<Runnable> shutdownNow() {
            return inner.shutdownNow();
        }

        @Override
        public boolean isShutdown() {
            return inner.isShutdown();
        }

        @Override
        public boolean isTerminated() {
            return inner.isTerminated();
        }

        @Override
        public boolean awaitTermination(long t, java.util.concurrent.TimeUnit u) throws InterruptedException {
            return inner.awaitTermination(t, u);
        }
    }

    @Test
    void theMapIsEncodedOffTheEventThreadWhileTheWindowGoesOn() throws Exception {
        Path map = small("x");
        Path fake = dir.resolve("DDNet-Server");
        Files.writeString(
                fake,
                "#!/bin/sh\necho \"datafile: wrong signature. 00 00 00 00\"\n"
                        + "echo \"server: failed to load map. mapname='x'\"\nexit 255\n");
        assertThat(fake.toFile().setExecutable(true)).isTrue();
        GatedCompressor compressor = new GatedCompressor();
        try (EditorGui gui =
                new EditorGui(new EditorGui.Setup().mapFiles(new MapFiles(ReadLimits.EDITOR, compressor)))) {
            new TestMapPrefs(gui.prefs()).setServer(fake.toString());
            gui.open(map);
            // an edit: the game layer's cells are a new block, to be compressed (the others were read compressed)
            GuiActionRunner.execute(() -> {
                twedit.model.document.MapDocument d = gui.window.workspace().document();
                d.apply(twedit.model.document.edits.TileOps.setCell(
                        d.map().gameLayer().orElseThrow(), 2, 2, twedit.model.document.edits.Cells.tile(1, 0)));
                return null;
            });
            compressor.gated = true;
            // the encoding waits at the gate: F5 returns at once and the window takes edits meanwhile
            click(gui, "testMapItem");
            gui.waitFor("the encoding started (" + state(gui) + ")", () -> !compressor.callers.isEmpty());
            assertThat(compressor.callers).containsOnly("background");
            assertThat(state(gui)).startsWith("Encoding x.map and starting DDNet's server on it");
            assertThat(GuiActionRunner.execute(() -> gui.window.status().message()))
                    .startsWith("Encoding x.map and starting");
            GuiActionRunner.execute(() -> {
                twedit.model.document.MapDocument d = gui.window.workspace().document();
                d.apply(twedit.model.document.edits.TileOps.setCell(
                        d.map().gameLayer().orElseThrow(), 3, 3, twedit.model.document.edits.Cells.tile(1, 0)));
                return null;
            });
            assertThat(GuiActionRunner.execute(() -> gui.window
                            .workspace()
                            .map()
                            .gameLayer()
                            .orElseThrow()
                            .grid()
                            .get(3, 3, 0)))
                    .as("an edit while the map is encoded")
                    .isEqualTo(1);
            assertThat(state(gui)).startsWith("Encoding x");
            compressor.gate.countDown();
            gui.waitFor("the server's answer", () -> state(gui).startsWith("The test server did not start"));
        } finally {
            compressor.gate.countDown();
            compressor.shutdown();
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

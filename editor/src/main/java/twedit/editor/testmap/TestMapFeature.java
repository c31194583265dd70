package twedit.editor.testmap;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.Action;
import javax.swing.SwingUtilities;
import twedit.editor.feature.Contributions;
import twedit.editor.feature.Feature;
import twedit.editor.feature.FeatureContext;
import twedit.editor.feature.MenuItem;
import twedit.editor.feature.Panel;
import twedit.editor.files.FileStep;
import twedit.editor.files.MapFormat;
import twedit.editor.testserver.GameClient;
import twedit.editor.testserver.Outcome;
import twedit.editor.testserver.Programs;
import twedit.editor.testserver.TestServer;
import twedit.editor.testserver.TestServerException;
import twedit.editor.ui.Actions;
import twedit.model.codec.SaveOptions;
import twedit.model.codec.SourceForm;
import twedit.model.doctor.Finding;
import twedit.model.document.MapDocument;
import twedit.model.map.Location;

/**
 * Tools > Test Map (F5) runs the current map, unsaved changes included, in the real DDNet server (a private copy on
 * 127.0.0.1) and starts the client connected to it; every save of that map, and F5 again, reloads the server. The
 * Server panel shows the server's output; a map the server refuses (or crashes on) becomes a problem in Problems while
 * the previous map keeps running. Tools > Stop Test and closing the window end server and client. One test server per
 * window; its work runs on a thread of its own.
 */
public final class TestMapFeature implements Feature {
    /** The Server panel's id. */
    public static final String PANEL = "server";

    /** The check id of the problems the test server reports. */
    public static final String CHECK = "testserver";

    private final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "twedit-test-map");
        t.setDaemon(true);
        return t;
    });
    private FeatureContext ctx;
    private TestMapPrefs prefs;
    private ServerPanel panel;
    private Action test;
    private Action stop;
    private TestServer server;
    private GameClient client;
    private MapDocument tested;
    private List<Finding> problems = List.of();

    @Override
    public void install(FeatureContext context, Contributions out) {
        ctx = context;
        prefs = new TestMapPrefs(ctx.prefs());
        test = Actions.of(
                "Test Map",
                "F5",
                "Run the map (unsaved changes included) in DDNet's server and client; each save reloads it",
                this::test);
        stop = Actions.of("Stop Test", null, "End the test server and the client it started", this::stop);
        stop.setEnabled(false);
        panel = new ServerPanel(test, stop);
        out.menuItem(new MenuItem("Tools", test, "testMapItem"));
        out.menuItem(new MenuItem("Tools", stop, "stopTestItem"));
        out.panel(Panel.lateBottom(PANEL, "Server", () -> panel));
        out.fileStep(new FileStep() {
            @Override
            public void saved(MapFormat format, Path path, MapDocument doc) {
                if (doc == tested && server != null) {
                    reload(doc);
                }
            }
        });
        out.onClose(this::shutdown);
        // an editor killed while testing left its folder behind: gone at this start
        worker.execute(TestServer::deleteStaleFolders);
        ctx.checks().addOutside(doc -> doc == tested ? problems : List.of());
    }

    /** The settings page for Edit > Preferences. */
    public static javax.swing.JComponent preferencesPage(java.util.prefs.Preferences node) {
        return new TestMapPrefsPanel(new TestMapPrefs(node));
    }

    /** F5: starts the test server on the current map, or reloads it when it already tests this map. */
    public void test() {
        MapDocument doc = ctx.workspace().document();
        if (server != null && doc == tested) {
            reload(doc);
            return;
        }
        Programs programs = new Programs(ctx.env(), ctx.home());
        Optional<Path> program = programs.server(prefs.server());
        if (program.isEmpty()) {
            String msg = Programs.missingServer(prefs.server());
            panel.state(msg);
            ctx.status().setMessage(msg);
            ctx.panels().show(PANEL);
            return;
        }
        if (server != null) {
            stop();
        }
        Path file = ctx.workspace().file();
        Path fileName = file == null ? null : file.getFileName();
        String name = fileName == null ? "untitled" : fileName.toString();
        // as Save As .map would: a Driftline document lists what a .map cannot hold first, and is converted
        if (!ctx.files().askBeforeMap(Path.of(name.replaceFirst("\\.[^.]*$", "") + ".map"), SourceForm.DDNET)) {
            panel.state("Test Map cancelled: nothing was started.");
            ctx.status().setMessage("Test Map cancelled");
            return;
        }
        Encoding encoding = encoding(doc);
        if (encoding == null) {
            return;
        }
        AtomicReference<TestServer> self = new AtomicReference<>();
        TestServer s = new TestServer(
                program.get(), panel::line, why -> SwingUtilities.invokeLater(() -> ended(self.get(), why)));
        self.set(s);
        server = s;
        tested = doc;
        setProblems(List.of());
        stop.setEnabled(true);
        String starting = "Encoding " + name + " and starting DDNet's server on it\u2026";
        panel.state(starting);
        ctx.status().setMessage(starting);
        ctx.status().setWorking(true);
        ctx.panels().show(PANEL);
        boolean withClient = prefs.startClient();
        String clientPath = prefs.client();
        worker.execute(() -> {
            try {
                byte[] bytes = encoding.bytes();
                SwingUtilities.invokeLater(() -> {
                    if (server == s) {
                        panel.state("Starting DDNet's server on " + name + "\u2026");
                    }
                });
                s.start(name, bytes, TestServer.DEFAULT_PORT, false);
            } catch (EncodingFailed e) {
                SwingUtilities.invokeLater(() -> cannotWrite(s, e.getMessage()));
                return;
            } catch (TestServerException e) {
                SwingUtilities.invokeLater(() -> failed(s, doc, e.getMessage()));
                return;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
            String note = "no DDNet client found: in the game's console (F1) type "
                    + GameClient.connectCommand(s.port()) + " (or set the client in " + Programs.CLIENT_FIELD + ")";
            GameClient c = null;
            if (!withClient) {
                note = "join it: in the game's console (F1) type " + GameClient.connectCommand(s.port());
            } else {
                Optional<Path> cp = programs.client(clientPath);
                if (cp.isPresent()) {
                    try {
                        c = GameClient.start(cp.get(), s.port());
                        note = "the DDNet client is joining it";
                    } catch (java.io.IOException e) {
                        note = "cannot start " + cp.get() + " (" + e.getMessage()
                                + "): in the game's console (F1) type " + GameClient.connectCommand(s.port());
                    }
                }
            }
            GameClient started = c;
            String said = note;
            SwingUtilities.invokeLater(() -> started(s, started, said));
        });
    }

    /** The map's bytes for the server, finished off the event thread. */
    @FunctionalInterface
    private interface Encoding {
        byte[] bytes() throws EncodingFailed;
    }

    /** Encoding the map failed: the message says why. */
    private static final class EncodingFailed extends Exception {
        private static final long serialVersionUID = 1L;

        EncodingFailed(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /**
     * What the server gets of {@code doc}, taken now on the event thread, encoded later off it while editing goes on:
     * a Driftline document's .map conversion (as Save As .map makes it), else a snapshot of the map; DDNet's form
     * whatever form the map is saved in (0.7 tiles crash DDNet 16.4). Null (and the user told) when it cannot be.
     */
    private Encoding encoding(MapDocument doc) {
        try {
            twedit.editor.files.MapFormat.Saving converted = ctx.files().mapConversion(doc, SourceForm.DDNET);
            if (converted != null) {
                return () -> {
                    try {
                        return converted.encode();
                    } catch (Exception | OutOfMemoryError e) {
                        throw new EncodingFailed(cannotWrite(e), e);
                    }
                };
            }
            twedit.model.datafile.Datafile snapshot =
                    ctx.mapFiles().snapshot(doc.map(), new SaveOptions(SourceForm.DDNET, false));
            return () -> {
                try {
                    return ctx.mapFiles().write(snapshot);
                } catch (RuntimeException | OutOfMemoryError e) {
                    throw new EncodingFailed(cannotWrite(e), e);
                }
            };
        } catch (Exception | OutOfMemoryError e) {
            String msg = cannotWrite(e);
            panel.state(msg);
            ctx.status().setMessage(msg);
            return null;
        }
    }

    private static String cannotWrite(Throwable e) {
        return "Test Map cannot write the map: " + (e.getMessage() == null ? e.toString() : e.getMessage());
    }

    private void cannotWrite(TestServer s, String msg) {
        if (server != s) {
            return;
        }
        server = null;
        stop.setEnabled(false);
        ctx.status().setWorking(false);
        panel.state(msg);
        ctx.status().setMessage(msg);
        worker.execute(s::stop);
    }

    private void started(TestServer s, GameClient c, String note) {
        if (server != s) {
            if (c != null) {
                worker.execute(c::close);
            }
            return;
        }
        client = c;
        ctx.status().setWorking(false);
        String msg = "Serving " + s.name() + " on 127.0.0.1:" + s.port() + " (" + note + ")";
        panel.state(msg);
        ctx.status().setMessage(msg);
    }

    private void failed(TestServer s, MapDocument doc, String why) {
        if (server != s) {
            return;
        }
        server = null;
        stop.setEnabled(false);
        ctx.status().setWorking(false);
        tested = doc;
        setProblems(List.of(problem("DDNet's server did not start on the map: " + why)));
        panel.state("The test server did not start: " + why);
        ctx.status().setMessage("The test server did not start: " + why);
    }

    /** Sends the map as it is now to the running server. */
    private void reload(MapDocument doc) {
        TestServer s = server;
        Encoding encoding = s == null ? null : encoding(doc);
        if (encoding == null) {
            return;
        }
        String reloading = "Encoding " + s.name() + " and reloading the test server\u2026";
        panel.state(reloading);
        ctx.status().setMessage(reloading);
        worker.execute(() -> {
            Outcome o;
            try {
                o = s.reload(encoding.bytes());
            } catch (EncodingFailed e) {
                o = new Outcome.Refused(s.name(), e.getMessage(), false);
            } catch (TestServerException e) {
                o = new Outcome.Refused(s.name(), e.getMessage(), false);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
            Outcome outcome = o;
            SwingUtilities.invokeLater(() -> reloaded(s, outcome));
        });
    }

    private void reloaded(TestServer s, Outcome o) {
        if (server != s) {
            return;
        }
        String msg;
        if (o instanceof Outcome.Refused r) {
            String kept = r.restarted()
                    ? "the server was started again on the previous map"
                    : "the previous map keeps running";
            setProblems(List.of(problem("DDNet's server refused the map: " + r.reason() + " (" + kept + ")")));
            msg = "The test server refused " + r.name() + ": " + r.reason() + " (" + kept + ")";
        } else {
            setProblems(List.of());
            long ms = o instanceof Outcome.Reloaded r ? r.millis() : 0;
            msg = "Serving " + s.name() + " on 127.0.0.1:" + s.port() + ": reloaded in " + ms + " ms";
        }
        panel.state(msg);
        ctx.status().setMessage(msg);
    }

    private void ended(TestServer s, String why) {
        if (s == null || server != s) {
            return;
        }
        setProblems(List.of(problem("DDNet's test server " + why)));
        stop();
        panel.state("The test server " + why);
    }

    private static Finding problem(String what) {
        return Finding.error(CHECK, Location.map(), "test server", what, null);
    }

    private void setProblems(List<Finding> found) {
        problems = List.copyOf(found);
        ctx.checks().outsideChanged();
    }

    /** Tools > Stop Test: ends the server and the client (in the background). */
    public void stop() {
        TestServer s = server;
        GameClient c = client;
        server = null;
        client = null;
        stop.setEnabled(false);
        ctx.status().setWorking(false);
        if (s == null) {
            return;
        }
        panel.state("Stopping the test server\u2026");
        // a start or reload in flight gives up now, or the stop queued behind it would wait for its answer
        s.cancel();
        worker.execute(() -> {
            if (c != null) {
                c.close();
            }
            s.stop();
            SwingUtilities.invokeLater(() -> {
                if (server == null) {
                    panel.state("Test server stopped.");
                }
            });
        });
    }

    /** The window closes: server and client end before it is gone (at most a few seconds). */
    private void shutdown() {
        TestServer s = server;
        GameClient c = client;
        server = null;
        client = null;
        if (s != null) {
            s.cancel();
        }
        worker.execute(() -> {
            if (c != null) {
                c.close();
            }
            if (s != null) {
                s.stop();
            }
        });
        worker.shutdown();
        try {
            worker.awaitTermination(8, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Whether a test server runs (or starts), for tests. */
    boolean testing() {
        return server != null;
    }

    /** The panel, for tests. */
    ServerPanel panel() {
        return panel;
    }

    /** The running server, for tests. */
    TestServer server() {
        return server;
    }
}

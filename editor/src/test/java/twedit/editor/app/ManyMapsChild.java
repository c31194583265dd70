package twedit.editor.app;

import java.awt.Frame;
import java.awt.Window;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.JDialog;
import javax.swing.JOptionPane;
import javax.swing.SwingUtilities;
import twedit.editor.state.OpenMap;
import twedit.model.codec.SourceForm;

/**
 * The editor as started by ./twedit, in a JVM of its own with a small heap (run by {@link RunningOutGuiTest}): opens
 * the maps given one after the other until one is refused for want of memory, changing every tile layer of each (so
 * its tab holds all its cells) and saving it right away;
 * then closes the map memory ran out with (as the message advises) and saves every earlier map again, printing
 * whether the bytes are the same. Dialogs are answered (and printed) as a
 * user would. Prints {@code OPENED i}, then {@code REFUSED i} (the open) or {@code RAN-OUT-SAVING i} (its first
 * save) where memory ran out, {@code DIALOG title: text} for each dialog, {@code SAME i} or {@code DIFFERENT i} or
 * {@code SAVE-FAILED i} for each earlier map, then {@code DONE}.
 */
public final class ManyMapsChild {
    private static final AtomicReference<String> lastDialog = new AtomicReference<>();

    private ManyMapsChild() {}

    public static void main(String[] args) {
        // bounded whatever happens: a child that would hang says so and ends, well before the test's own deadline
        long limitSeconds = Long.getLong("twedit.child.limit", 330);
        Thread watchdog = new Thread(
                () -> {
                    try {
                        Thread.sleep(TimeUnit.SECONDS.toMillis(limitSeconds));
                    } catch (InterruptedException e) {
                        return;
                    }
                    System.out.println("TIMEOUT after " + limitSeconds + " s");
                    System.out.flush();
                    Runtime.getRuntime().halt(2);
                },
                "watchdog");
        watchdog.setDaemon(true);
        watchdog.start();
        try {
            run(args);
        } catch (Throwable t) {
            // the main thread never dies silently with the window's threads keeping the JVM alive
            System.out.println("CHILD-DIED " + t + (t.getCause() != null ? " caused by " + t.getCause() : ""));
            System.out.flush();
            Runtime.getRuntime().halt(3);
        }
    }

    private static void run(String[] args) throws Exception {
        long started = System.nanoTime();
        Path out = Path.of(args[0]);
        List<Path> maps = Arrays.stream(args).skip(1).map(Path::of).toList();
        Thread answerer = new Thread(ManyMapsChild::answerDialogs, "answerer");
        answerer.setDaemon(true);
        answerer.start();
        EditorApp.start(null);
        EditorWindow w = window();
        List<Path> saved = new ArrayList<>();
        for (int i = 0; i < maps.size(); i++) {
            lastDialog.set(null);
            CountDownLatch opened = new CountDownLatch(1);
            Path map = maps.get(i);
            SwingUtilities.invokeAndWait(() -> w.files().load(map, opened::countDown));
            if (!waitFor(opened, w)) {
                System.out.println("REFUSED " + i);
                break;
            }
            System.out.println("OPENED " + i);
            System.out.println("ELAPSED " + (System.nanoTime() - started) / 1_000_000_000 + " s");
            // a mapper at work: every layer changed, so no tab holds its tiles compressed and memory does run out
            // posted as a user's edit is: memory running out there is caught by the window's event queue
            CountDownLatch touched = new CountDownLatch(1);
            SwingUtilities.invokeLater(() -> {
                touchEveryLayer(w);
                touched.countDown();
            });
            CountDownLatch idle = new CountDownLatch(1);
            SwingUtilities.invokeLater(idle::countDown);
            idle.await();
            if (touched.getCount() > 0) {
                System.out.println("RAN-OUT-EDITING " + i);
                break;
            }
            Path before = out.resolve("before-" + i + ".map");
            if (!save(w, before)) {
                // memory ran out saving the map just opened: said in words, and the maps before it are the test
                System.out.println("RAN-OUT-SAVING " + i);
                break;
            }
            saved.add(before);
        }
        // as the message advises: the map memory ran out with is closed (when it opened), then every map opened
        // before still saves, to the same bytes
        SwingUtilities.invokeAndWait(() -> {
            OpenMap last = w.workspace().current();
            if (last.file() != null && !saved.contains(last.file())) {
                w.files().close(last);
            }
        });
        for (int i = 0; i < saved.size(); i++) {
            Path before = saved.get(i);
            AtomicReference<OpenMap> tab = new AtomicReference<>();
            SwingUtilities.invokeAndWait(
                    () -> tab.set(w.workspace().find(before).orElse(null)));
            if (tab.get() != null) {
                // as a click on its tab: memory running out there is caught by the window's event queue
                for (int attempt = 0; attempt < 2 && !shown(w, tab.get()); attempt++) {
                    SwingUtilities.invokeLater(() -> w.workspace().switchTo(tab.get()));
                    SwingUtilities.invokeAndWait(() -> {});
                }
                if (!shown(w, tab.get())) {
                    System.out.println("NOT-SHOWN " + i);
                    continue;
                }
            }
            if (tab.get() == null) {
                System.out.println("MISSING " + i);
                continue;
            }
            Path after = out.resolve("after-" + i + ".map");
            if (!save(w, after)) {
                System.out.println("SAVE-FAILED " + i);
                continue;
            }
            System.out.println("ELAPSED " + (System.nanoTime() - started) / 1_000_000_000 + " s");
            boolean same = Arrays.equals(Files.readAllBytes(before), Files.readAllBytes(after));
            System.out.println((same ? "SAME " : "DIFFERENT ") + i);
        }
        System.out.println("DONE");
        System.out.flush();
        Runtime.getRuntime().halt(0);
    }

    private static boolean shown(EditorWindow w, OpenMap tab) throws Exception {
        AtomicReference<Boolean> now = new AtomicReference<>(false);
        SwingUtilities.invokeAndWait(() -> now.set(w.workspace().current() == tab));
        return now.get();
    }

    /** Changes the first cell of every tile layer of the shown map, one edit each. */
    private static void touchEveryLayer(EditorWindow w) {
        twedit.model.document.MapDocument doc = w.workspace().document();
        for (twedit.model.map.Layer l : doc.map().allLayers()) {
            if (l instanceof twedit.model.map.TileLayer t && t.width() > 0 && t.height() > 0) {
                byte[] cell = new byte[t.kind().cellBytes()];
                t.grid().readCell(0, 0, cell, 0);
                cell[0] = (byte) (cell[0] == 0 ? 1 : 0);
                doc.apply(twedit.model.document.edits.TileOps.setCell(t, 0, 0, cell));
            }
        }
    }

    /** Saves the shown map to {@code path}; false when the save failed (a dialog said why). */
    private static boolean save(EditorWindow w, Path path) throws Exception {
        CountDownLatch done = new CountDownLatch(1);
        lastDialog.set(null);
        SwingUtilities.invokeAndWait(() -> w.files().saveTo(path, SourceForm.DDNET, done::countDown));
        return waitFor(done, w);
    }

    /** Waits for {@code latch} or for a dialog saying the work failed (answered already); true on the latch. */
    private static boolean waitFor(CountDownLatch latch, EditorWindow w) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
        while (System.nanoTime() < end) {
            if (latch.await(100, TimeUnit.MILLISECONDS)) {
                return true;
            }
            String d = lastDialog.get();
            if (d != null && d.startsWith("Cannot ")) {
                return false;
            }
        }
        System.out.println("TIMEOUT");
        return false;
    }

    private static EditorWindow window() throws InterruptedException {
        for (int i = 0; i < 600; i++) {
            for (Frame f : Frame.getFrames()) {
                if (f instanceof EditorWindow ew && ew.isShowing()) {
                    return ew;
                }
            }
            Thread.sleep(100);
        }
        throw new IllegalStateException("no window");
    }

    /** Prints and closes every message dialog that shows, as a user clicking OK. */
    private static void answerDialogs() {
        while (true) {
            try {
                Thread.sleep(100);
                SwingUtilities.invokeAndWait(() -> {
                    for (Window win : Window.getWindows()) {
                        if (win instanceof JDialog d && d.isShowing()) {
                            JOptionPane pane = GuiHarness.find(d, JOptionPane.class);
                            if (pane != null) {
                                String text = String.valueOf(pane.getMessage()).replaceAll("<[^>]*>", " ");
                                String line = d.getTitle() + ": "
                                        + text.replaceAll("\\s+", " ").trim();
                                System.out.println("DIALOG " + line);
                                lastDialog.set(line);
                                pane.setValue(JOptionPane.OK_OPTION);
                                d.dispose();
                            }
                        }
                    }
                });
            } catch (InterruptedException e) {
                return;
            } catch (Exception | OutOfMemoryError e) {
                // the next round tries again
            }
        }
    }
}

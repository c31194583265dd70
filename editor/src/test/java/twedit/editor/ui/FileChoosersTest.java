package twedit.editor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicReference;
import java.util.prefs.Preferences;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Where file choosers open: the last folder of their kind, their own place, the map's folder; maps the other way. */
class FileChoosersTest {
    /** Where the test's files go; removed afterwards. */
    @org.junit.jupiter.api.io.TempDir
    java.nio.file.Path tempDir;

    private final Preferences node = Preferences.userRoot().node("twedit-test/choosers-" + System.nanoTime());

    @AfterEach
    void drop() throws Exception {
        node.removeNode();
    }

    @Test
    void importsOpenInTheLastFolderOfTheirKindThenTheirOwnThenTheMapsFolder() throws Exception {
        Path mapDir = java.nio.file.Files.createDirectories(tempDir.resolve("twedit-map"));
        Path own = java.nio.file.Files.createDirectories(tempDir.resolve("twedit-own"));
        Path pngs = java.nio.file.Files.createDirectories(tempDir.resolve("twedit-pngs"));
        AtomicReference<Path> map = new AtomicReference<>(mapDir.resolve("a.map"));
        FileChoosers c = new FileChoosers(node, map::get);
        assertThat(c.startFolder(FileChoosers.Kind.IMAGES, null)).isEqualTo(mapDir);
        assertThat(c.startFolder(FileChoosers.Kind.RULES, own)).isEqualTo(own);
        c.remember(FileChoosers.Kind.IMAGES, pngs);
        assertThat(c.startFolder(FileChoosers.Kind.IMAGES, null)).isEqualTo(pngs);
        assertThat(c.startFolder(FileChoosers.Kind.SOUNDS, null))
                .as("each kind apart")
                .isEqualTo(mapDir);
        assertThat(new FileChoosers(node, map::get).startFolder(FileChoosers.Kind.IMAGES, null))
                .as("kept in the preferences")
                .isEqualTo(pngs);
        assertThat(node.get("lastFolder.images", null)).isEqualTo(pngs.toString());
        // maps: the open map's folder first, then the last one used
        c.remember(FileChoosers.Kind.MAPS, pngs);
        assertThat(c.startFolder(FileChoosers.Kind.MAPS, null)).isEqualTo(mapDir);
        map.set(null);
        assertThat(c.startFolder(FileChoosers.Kind.MAPS, null)).isEqualTo(pngs);
        // a folder that is gone is skipped
        Files.delete(pngs);
        assertThat(c.startFolder(FileChoosers.Kind.IMAGES, own)).isEqualTo(own);
        assertThat(c.startFolder(FileChoosers.Kind.SOUNDS, null)).isNull();
    }
}

package twedit.editor.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Open Recent tells files of the same name apart by their folder, and by as few folders above as it takes. */
class RecentNamesTest {
    @Test
    void filesOfTheSameNameShowTheirFolder() {
        Path a = Path.of("/home/u/maps/Tutorial.map");
        Path b = Path.of("/usr/share/ddnet/data/Tutorial.map");
        Path c = Path.of("/home/u/other/Kobra.map");
        assertThat(MenuFactory.recentNames(List.of(a, b, c)))
                .containsExactly("Tutorial.map \u2014 maps", "Tutorial.map \u2014 data", "Kobra.map");
    }

    @Test
    void foldersOfTheSameNameShowTheFewestFoldersThatTellThemApart() {
        Path a = Path.of("/home/u/projects/a/maps/Tutorial.map");
        Path b = Path.of("/home/u/projects/b/maps/Tutorial.map");
        Path c = Path.of("/home/u/Tutorial.map");
        assertThat(MenuFactory.recentNames(List.of(a, b, c)))
                .containsExactly("Tutorial.map \u2014 a/maps", "Tutorial.map \u2014 b/maps", "Tutorial.map \u2014 u");
    }
}

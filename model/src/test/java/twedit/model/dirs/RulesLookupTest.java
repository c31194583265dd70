package twedit.model.dirs;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The XDG data folder, the DDNet data directory candidates and the rules search order. */
class RulesLookupTest {
    @TempDir
    Path dir;

    @Test
    void dataHomeFollowsXdg() {
        Path home = Path.of("/home/u");
        assertThat(DataHome.base(Map.of(), home)).isEqualTo(Path.of("/home/u/.local/share"));
        assertThat(DataHome.base(Map.of("XDG_DATA_HOME", " "), home)).isEqualTo(Path.of("/home/u/.local/share"));
        assertThat(DataHome.ddnet(Map.of("XDG_DATA_HOME", "/d"), home)).isEqualTo(Path.of("/d/ddnet"));
        assertThat(DataHome.twedit(Map.of(), home)).isEqualTo(Path.of("/home/u/.local/share/twedit"));
    }

    @Test
    void dataDirsTryThePreferenceTheEnvironmentTheUserAndTheSystem() {
        List<Path> c =
                new DataDirs("/pref", Map.of("TWEDIT_DATA", "/env", "XDG_DATA_HOME", "/x"), Path.of("/h")).candidates();
        assertThat(c.subList(0, 4))
                .containsExactly(Path.of("/pref"), Path.of("/env"), Path.of("/x/ddnet"), Path.of("/x/ddnet/data"));
        assertThat(c).contains(Path.of("/usr/share/games/ddnet/data"));
        assertThat(new DataDirs(null, Map.of(), Path.of("/h")).candidates().get(0))
                .isEqualTo(Path.of("/h/.local/share/ddnet"));
    }

    @Test
    void userFolderFirstThenDataEachAutomapBeforeEditor() throws Exception {
        Path user = dir.resolve("user");
        Path data = dir.resolve("data");
        RulesLookup lookup = new RulesLookup(List.of(user), Optional.of(data));
        assertThat(lookup.searched("grass"))
                .containsExactly(
                        user.resolve("editor/automap/grass.rules"),
                        user.resolve("editor/grass.rules"),
                        data.resolve("editor/automap/grass.rules"),
                        data.resolve("editor/grass.rules"));
        assertThat(lookup.find("grass")).isEmpty();

        Path dataEditor = write(data.resolve("editor/grass.rules"));
        assertThat(lookup.find("grass")).contains(new RulesLookup.Found(dataEditor, RulesLookup.Source.DATA));
        Path dataAutomap = write(data.resolve("editor/automap/grass.rules"));
        assertThat(lookup.find("grass")).contains(new RulesLookup.Found(dataAutomap, RulesLookup.Source.DATA));
        Path userEditor = write(user.resolve("editor/grass.rules"));
        assertThat(lookup.find("grass")).contains(new RulesLookup.Found(userEditor, RulesLookup.Source.USER));
        Path userAutomap = write(user.resolve("editor/automap/grass.rules"));
        assertThat(lookup.find("grass")).contains(new RulesLookup.Found(userAutomap, RulesLookup.Source.USER));
        assertThat(new RulesLookup(List.of(), Optional.empty()).searched("grass"))
                .isEmpty();
    }

    @Test
    void theEnvironmentsLookupUsesItsUserFolderAndDataDirectory() throws Exception {
        Path data = dir.resolve("data");
        Files.createDirectories(data.resolve("mapres"));
        Path rules = write(data.resolve("editor/jungle.rules"));
        Map<String, String> env = Map.of(
                "TWEDIT_DATA",
                data.toString(),
                "XDG_DATA_HOME",
                dir.resolve("x").toString());
        assertThat(RulesLookup.userDirs(env, dir)).containsExactly(dir.resolve("x/ddnet"));
        assertThat(RulesLookup.of(null, env, dir).find("jungle"))
                .map(RulesLookup.Found::file)
                .contains(rules);
        Path mine = write(dir.resolve("x/ddnet/editor/automap/jungle.rules"));
        assertThat(RulesLookup.of(null, env, dir).find("jungle"))
                .map(RulesLookup.Found::file)
                .contains(mine);
    }

    private static Path write(Path p) throws Exception {
        Files.createDirectories(p.getParent());
        return Files.writeString(p, "[A]\nIndex 1\n");
    }
}

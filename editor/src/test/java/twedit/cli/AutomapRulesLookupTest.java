package twedit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.automap.RulesLocator;
import twedit.model.datafile.ReadLimits;
import twedit.model.dirs.DataDirs;
import twedit.model.dirs.RulesLookup;
import twedit.model.io.MapFiles;
import twedit.model.map.TileLayer;
import twedit.model.testutil.Corpus;

/** {@code twedit automap} and the editor's Automap tab find the same default rules file for the same inputs. */
class AutomapRulesLookupTest {
    @TempDir
    Path dir;

    /** dm1.map's group 6, layer 3 uses grass_main. */
    private static TileLayer grassLayer() throws Exception {
        return (TileLayer) new MapFiles(ReadLimits.DDNET, null)
                .load(Corpus.ddnetMap("maps/dm1.map"))
                .map()
                .groups()
                .get(6)
                .layers()
                .get(3);
    }

    /** The file each side resolves. */
    private record Resolved(Optional<Path> cli, Optional<Path> gui) {}

    /** Resolves with the command line's lookup and with the editor's locator as AutomapTabs builds it. */
    private static Resolved both(TileLayer layer, Map<String, String> env, Path home) {
        Optional<Path> cli =
                AutomapCommand.rulesLookup(env, home).find(layer.image().name()).map(RulesLookup.Found::file);
        Optional<Path> gui = RulesLocator.of(() -> new DataDirs(null, env, home).find(), env, home)
                .find(layer)
                .map(RulesLocator.Found::file);
        return new Resolved(cli, gui);
    }

    @Test
    void commandLineAndEditorResolveTheSameFile() throws Exception {
        TileLayer layer = grassLayer();
        Path home = dir.resolve("home");
        Path data = dir.resolve("data");
        Files.createDirectories(data.resolve("mapres"));
        Map<String, String> env = Map.of(
                "TWEDIT_DATA",
                data.toString(),
                "XDG_DATA_HOME",
                dir.resolve("x").toString());

        Resolved r = both(layer, env, home);
        assertThat(r.cli()).isEmpty();
        assertThat(r.gui()).isEqualTo(r.cli());

        Path[] steps = {
            data.resolve("editor/grass_main.rules"),
            data.resolve("editor/automap/grass_main.rules"),
            dir.resolve("x/ddnet/editor/grass_main.rules"),
            dir.resolve("x/ddnet/editor/automap/grass_main.rules")
        };
        for (Path p : steps) {
            Files.createDirectories(p.getParent());
            Files.writeString(p, "[A]\nIndex 1\n");
            r = both(layer, env, home);
            assertThat(r.cli()).as("after adding %s", p).contains(p);
            assertThat(r.gui()).as("after adding %s", p).isEqualTo(r.cli());
        }
    }

    @Test
    void withoutOverridesBothUseTheInstalledData() throws Exception {
        Path installed = Corpus.DDNET_DATA.resolve("editor/grass_main.rules");
        Corpus.require(Files.isRegularFile(installed), installed.toString());
        Resolved r = both(grassLayer(), Map.of(), dir);
        assertThat(r.cli()).contains(installed);
        assertThat(r.gui()).isEqualTo(r.cli());
    }
}

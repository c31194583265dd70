package twedit.model.doctor;

import static org.assertj.core.api.Assertions.assertThat;
import static twedit.model.doctor.DoctorTesting.findings;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edits;
import twedit.model.map.Location;
import twedit.model.map.TwMap;
import twedit.model.testutil.Corpus;
import twedit.model.testutil.TestMaps;

/** Server settings in `twedit check`: which line, why, a warning (the server loads the map), a clamp as the repair. */
class SettingsCheckTest {
    private static TwMap withSettings(String... lines) {
        TwMap m = TestMaps.kitchenSink();
        MapDocument doc = new MapDocument(m);
        doc.apply(Edits.setSettings(doc.map(), List.of(lines)));
        return doc.map();
    }

    @Test
    void eachBadLineIsAWarningNamingTheLine() {
        TwMap m = withSettings(
                "sv_team 0",
                "sv_foo_bar 3",
                "sv_team 7",
                "sv_deepfly banana",
                "tune gravitation 1",
                "tune hook_lenght 300");
        List<Finding> found = findings(m, SettingsCheck.ID);
        assertThat(found)
                .extracting(Finding::kindLine)
                .containsExactly(
                        "warning (not DDNet's): setting 2 'sv_foo_bar 3': No such command: sv_foo_bar",
                        "warning (not DDNet's): setting 3 'sv_team 7': 7 is out of range for sv_team (0..3);"
                                + " the server uses 3",
                        "warning (not DDNet's): setting 4 'sv_deepfly banana': 'banana' is not a whole number:"
                                + " the server refuses the line (DDNet 16.4 read it as 0)",
                        "warning (not DDNet's): setting 5 'tune gravitation 1': No such tuning parameter:"
                                + " gravitation",
                        "warning (not DDNet's): setting 6 'tune hook_lenght 300': No such tuning parameter:"
                                + " hook_lenght (did you mean hook_length?)");
        assertThat(found).noneMatch(Finding::isError);
        assertThat(found.get(1).location()).isEqualTo(new Location.Info(Location.InfoField.SETTINGS, 2));
        assertThat(found).filteredOn(Finding::fixable).hasSize(1);
    }

    @Test
    void anOutOfRangeValueIsClampedOnRequestAndTheMapStillLoads() throws Exception {
        TwMap m = withSettings("sv_show_others_default 1", "sv_team  7", "sv_freeze_delay 0");
        MapDocument doc = new MapDocument(m);
        FixReport errorsOnly = Doctor.fixAll(doc, Validator.ddnet(), false);
        assertThat(errorsOnly.applied()).noneMatch(f -> f.checkId().equals(SettingsCheck.ID));
        Doctor.fixAll(doc, Validator.ddnet(), true);
        assertThat(doc.map().info().settings())
                .containsExactly("sv_show_others_default 1", "sv_team  3", "sv_freeze_delay 1");
        assertThat(findings(doc.map(), SettingsCheck.ID)).isEmpty();
        DoctorTesting.assertSavedMapIsClean(doc.map(), SettingsCheck.ID);
    }

    /**
     * The corpus's settings lines give one finding, a true one: maps7/Tutorial.map (DDNet form) holds
     * "sv_show_others 1", which DDNet 16.4 refuses from a map (ServerSettingsOracleTest checks it with the server).
     */
    @Test
    void theOfficialMapsHaveOnlyTheTrueSettingsFinding() throws Exception {
        List<String> found = new ArrayList<>();
        for (Path p : Corpus.maps()) {
            SalvageResult loaded = Salvage.load(p, ReadLimits.DDNET);
            Doctor.check(loaded).stream()
                    .filter(f -> f.checkId().equals(SettingsCheck.ID))
                    .forEach(f -> found.add(p + ": " + f.kindLine()));
        }
        assertThat(found)
                .containsExactly("/usr/share/games/ddnet/data/maps7/Tutorial.map: warning (not DDNet's): setting 1"
                        + " 'sv_show_others 1': sv_show_others is a server command, but a map may not run it: the"
                        + " server refuses it here (it belongs in the server's own config)");
    }
}

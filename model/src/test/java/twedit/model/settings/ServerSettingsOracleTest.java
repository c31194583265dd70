package twedit.model.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.codec.MapEncoder;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.DatafileWriter;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edits;
import twedit.model.map.TwMap;
import twedit.model.testutil.DdnetOracle;
import twedit.model.testutil.TestMaps;

/**
 * The table's verdicts against the real DDNet server: a map holding one settings line is loaded, and the server's log
 * says whether it refused the line ("No such command", "cannot be executed from a map", "Invalid arguments", "No
 * such tuning parameter", "unknown map bug"); lines the validator passes, or only warns about values of, run.
 */
class ServerSettingsOracleTest {
    private static final List<String> REFUSALS = List.of(
            "No such command",
            "cannot be executed from a map",
            "Invalid arguments",
            "No such tuning parameter",
            "unknown map bug");

    @Test
    void refusedLinesAreTheOnesTheServerRefuses() throws Exception {
        SettingsValidator v = SettingsValidator.ddnet();
        List<String> lines = List.of(
                "sv_team 0",
                "sv_show_others_default 1",
                "tune gravity 0.25",
                "tune_zone 3 hook_length 400",
                "mapbug grenade-doubleexplosion@ddnet.tw",
                "sv_team 7",
                "sv_deepfly banana",
                "sv_foo_bar 3",
                "tune_reset",
                "sv_vote_kick 0",
                "sv_show_others 1",
                "tune gravitation 0.5",
                "tune_zone 1 gravity",
                "mapbug no-such-bug@ddnet.tw",
                "sv_no_weak_hook 1",
                "sv_no_weak_hook_and_bounce 1",
                "password secret",
                "sv_password secret");
        for (String line : lines) {
            String log = serverLog(line);
            String refusal = REFUSALS.stream().filter(log::contains).findFirst().orElse(null);
            // the oracle is Debian's DDNet 16.4, the table's older version
            boolean refused = v.check(line).map(SettingProblem::refusedByOlder).orElse(false);
            assertThat(refusal != null)
                    .as(line + ": validator says "
                            + v.check(line).map(SettingProblem::message).orElse("fine") + "; server log:\n" + log)
                    .isEqualTo(refused);
        }
    }

    private static String serverLog(String line) throws Exception {
        TwMap m = TestMaps.kitchenSink();
        MapDocument doc = new MapDocument(m);
        doc.apply(Edits.setSettings(doc.map(), List.of(line)));
        byte[] bytes = new DatafileWriter().write(new MapEncoder(SaveOptions.DDNET).encode(doc.map()));
        DdnetOracle.ServerResult r = DdnetOracle.serverLoads(bytes);
        assertThat(r.log()).as(line + ": the server loaded the map").contains("datafile: loading done");
        return r.log();
    }
}

package twedit.model.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * One settings line at a time against DDNet 19.9's table (compared with 16.4, Debian's server): the verdict's kind and,
 * where it matters, its words.
 */
class SettingsValidatorTest {
    private final SettingsValidator v = SettingsValidator.ddnet();

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            sv_team 0                          | ok
            sv_team 3                          | ok
            SV_TEAM 1                          | ok
            sv_show_others_default 1           | ok
            switch_open 8                      | ok
            sv_deepfly 0                       | ok
            sv_freeze_delay 30                 | ok
            sv_team 1 # teams on               | ok
            sv_team 1; sv_hit 0                | ok
            tune gravity 0.25                  | ok
            tune Gravity -1e2                  | ok
            tune_zone 3 hook_length 400        | ok
            tune_zone 255 gravity 0            | ok
            tune_zone_enter 1 Welcome to zone 1 | ok
            tune_zone_leave 1 "Bye"            | ok
            toggle_tune gravity 0.5 0.25       | NotFromMap
            sv_no_weak_hook 1                  | MissingInOlder
            tune ground_elasticity_x 0.5       | MissingInOlder
            tune_zone 2 ground_elasticity_y 1  | MissingInOlder
            sv_no_weak_hook_and_bounce 1       | Removed
            sv_password secret                 | UnknownCommand
            password secret                    | NotFromMap
            mapbug grenade-doubleexplosion@ddnet.tw | ok
            sv_foo_bar 3                       | UnknownCommand
            sv_tema 1                          | UnknownCommand
            sv_team 7                          | OutOfRange
            sv_team -1                         | OutOfRange
            sv_freeze_delay 0                  | OutOfRange
            sv_deepfly banana                  | NotANumber
            sv_team 1.5                        | NotANumber
            sv_team                            | NoValue
            sv_team 1 2                        | ExtraArguments
            sv_team 1; sv_foo 2                | UnknownCommand
            tune gravity                       | NoValue
            tune gravitation 0.5               | UnknownTuneParam
            tune gravity fast                  | NotANumber
            tune_zone 256 gravity 0.5          | ZoneOutOfRange
            tune_zone -1 gravity 0.5           | ZoneOutOfRange
            tune_zone 1 gravity                | MissingArgument
            tune_zone one gravity 0.5          | NotANumber
            tune_zone 1 hook_lenght 300        | UnknownTuneParam
            tune_reset                         | NotFromMap
            sv_vote_kick 0                     | NotFromMap
            sv_rcon_password secret            | NotFromMap
            shutdown                           | NotFromMap
            switch_open                        | MissingArgument
            switch_open x                      | NotANumber
            mapbug no-such-bug@ddnet.tw        | UnknownMapBug
            """)
    void verdicts(String line, String expected) {
        Optional<SettingProblem> p = v.check(line);
        assertThat(p.map(x -> x.getClass().getSimpleName()).orElse("ok"))
                .as(line + ": " + p.map(SettingProblem::message).orElse(""))
                .isEqualTo(expected);
    }

    @Test
    void messagesSayWhatTheServerDoes() {
        assertThat(v.check("sv_team 7").orElseThrow().message())
                .isEqualTo("7 is out of range for sv_team (0..3); the server uses 3");
        assertThat(v.check("sv_deepfly banana").orElseThrow().message())
                .isEqualTo("'banana' is not a whole number: the server refuses the line (DDNet 16.4 read it as 0)");
        assertThat(v.check("sv_password secret").orElseThrow().message())
                .isEqualTo("No such command: sv_password (did you mean password? The server runs that one only from its"
                        + " own config, not from a map)");
        assertThat(v.check("password secret").orElseThrow().message())
                .isEqualTo("password is a server command, but a map may not run it: the server refuses it here (it"
                        + " belongs in the server's own config)");
        assertThat(v.check("toggle_tune gravity 0.5 0.25").orElseThrow().message())
                .endsWith("; DDNet 16.4 still ran it from a map");
        assertThat(v.check("sv_no_weak_hook 1").orElseThrow().message())
                .isEqualTo("sv_no_weak_hook is new since DDNet 16.4: DDNet 19.9 runs it, a 16.4 server (such as"
                        + " Debian's) says No such command");
        assertThat(v.check("sv_no_weak_hook 1").orElseThrow().refused()).isFalse();
        assertThat(v.check("sv_no_weak_hook 1").orElseThrow().refusedByOlder()).isTrue();
        assertThat(v.check("sv_no_weak_hook_and_bounce 1").orElseThrow().message())
                .isEqualTo("No such command in DDNet 19.9: sv_no_weak_hook_and_bounce (only DDNet 16.4 and older have"
                        + " it)");
        assertThat(v.check("sv_foo_bar 3").orElseThrow().message()).isEqualTo("No such command: sv_foo_bar");
        assertThat(v.check("sv_tema 1").orElseThrow().message())
                .isEqualTo("No such command: sv_tema (did you mean sv_team?)");
        assertThat(v.check("tune hook_lenght 300").orElseThrow().message())
                .isEqualTo("No such tuning parameter: hook_lenght (did you mean hook_length?)");
        assertThat(v.check("sv_deepfly banana").orElseThrow().token()).isEqualTo("banana");
        assertThat(v.check("sv_team 7").orElseThrow().refused()).isFalse();
        assertThat(v.check("sv_foo_bar 3").orElseThrow().refused()).isTrue();
    }

    @Test
    void theTableIsDdnetsWithItsMapSubset() {
        ServerCommands t = ServerCommands.ddnet();
        assertThat(t.source()).contains("DDNet 19.9");
        assertThat(t.versions().currentShort()).isEqualTo("19.9");
        assertThat(t.versions().olderShort()).isEqualTo("16.4");
        assertThat(t.all()).hasSizeGreaterThan(300);
        assertThat(t.mapCommands())
                .extracting(ServerCommand::name)
                .contains("sv_team", "sv_deepfly", "tune", "tune_zone", "switch_open", "mapbug")
                .doesNotContain("sv_vote_kick", "tune_reset", "sv_map");
        ServerCommand team = t.find("sv_team");
        assertThat(team.kind()).isEqualTo(ServerCommand.Kind.INT);
        assertThat(team.min()).isZero();
        assertThat(team.max()).isEqualTo(3);
        assertThat(t.tuneParams()).hasSizeGreaterThanOrEqualTo(45);
        assertThat(t.tune("hook_duration")).isNotNull();
        assertThat(t.find("tune_zone").parameters())
                .extracting(ServerCommand.Param::type)
                .containsExactly('i', 's', 'f');
    }
}

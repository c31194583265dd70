package twedit.editor.info;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import twedit.model.settings.ServerCommand;
import twedit.model.settings.ServerCommands;
import twedit.model.settings.TuneParam;

/**
 * The server commands a map's settings may run (the model's table of DDNet's commands, those with CFGFLAG_GAME),
 * each with an argument hint and a one-line description (a plainer one of our own for the common ones, else
 * DDNet's), and the tuning parameters {@code tune} and {@code tune_zone} accept.
 */
public final class KnownCommands {
    /** One command: its name, argument hint and what it does. */
    public record Command(String name, String args, String description) {
        @Override
        public String toString() {
            return name;
        }
    }

    /** Plainer words than DDNet's for the commands mappers use most. */
    private static final Map<String, String> PLAIN = Map.ofEntries(
            Map.entry("sv_deepfly", "Allow deep-fly (fire non-auto weapons while in deep freeze)"),
            Map.entry("sv_endless_drag", "Hook duration is endless for everyone"),
            Map.entry("sv_hit", "Players can hit each other"),
            Map.entry("sv_old_laser", "Lasers hit the shooter after a bounce, old behaviour"),
            Map.entry("sv_solo_server", "Every player is solo (no collisions, no hooking)"),
            Map.entry("sv_min_team_size", "Smallest team size that can finish"),
            Map.entry("sv_max_team_size", "Largest team size"),
            Map.entry("sv_freeze_delay", "How many seconds freeze lasts"),
            Map.entry("sv_teleport_hold_hook", "Hook stays attached through teleporters"),
            Map.entry("sv_teleport_lose_weapons", "Lose weapons when teleporting"),
            Map.entry("sv_show_others_default", "Show other teams by default (2: own team)"),
            Map.entry("sv_pauseable", "Players may pause"),
            Map.entry("mapbug", "Enable a known map bug for compatibility"),
            Map.entry("tune", "Set a tuning parameter for the whole map"),
            Map.entry("tune_zone", "Set a tuning parameter inside a tune zone"),
            Map.entry("tune_zone_enter", "Message shown when entering a tune zone"),
            Map.entry("tune_zone_leave", "Message shown when leaving a tune zone"),
            Map.entry("switch_open", "Start with switch NUMBER open"));

    private static final Map<String, String> ARGS = Map.of(
            "mapbug", "NAME@HOST",
            "tune", "PARAM VALUE",
            "tune_zone", "ZONE PARAM VALUE",
            "tune_zone_enter", "ZONE MESSAGE",
            "tune_zone_leave", "ZONE MESSAGE",
            "toggle_tune", "PARAM VALUE1 VALUE2",
            "switch_open", "NUMBER");

    public static final List<Command> COMMANDS = ServerCommands.ddnet().mapCommands().stream()
            .map(KnownCommands::command)
            .toList();

    /** Tuning parameters for {@code tune} and {@code tune_zone}, in DDNet's order. */
    public static final List<String> TUNE_PARAMS =
            ServerCommands.ddnet().tuneParams().stream().map(TuneParam::name).toList();

    private KnownCommands() {}

    private static Command command(ServerCommand c) {
        return new Command(
                c.name(), ARGS.getOrDefault(c.name(), c.hint()), PLAIN.getOrDefault(c.name(), c.description()));
    }

    /** The known command named {@code name} (any case), or null. */
    public static Command find(String name) {
        for (Command c : COMMANDS) {
            if (c.name().equalsIgnoreCase(name)) {
                return c;
            }
        }
        return null;
    }

    /** The known commands whose name starts with (or, failing that, contains) {@code prefix}. */
    public static List<Command> matching(String prefix) {
        String p = prefix == null ? "" : prefix.trim().toLowerCase(Locale.ROOT);
        List<Command> starts = new ArrayList<>();
        List<Command> contains = new ArrayList<>();
        for (Command c : COMMANDS) {
            if (c.name().startsWith(p)) {
                starts.add(c);
            } else if (c.name().contains(p)) {
                contains.add(c);
            }
        }
        starts.addAll(contains);
        return starts;
    }

    /** The first word of a command line. */
    public static String commandName(String line) {
        String t = line == null ? "" : line.trim();
        int sp = t.indexOf(' ');
        return sp < 0 ? t : t.substring(0, sp);
    }
}

package twedit.editor.info;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A short curated list of the server commands mappers put into a map's settings, each with its arguments and a
 * one-line description, and the tuning parameters {@code tune} and {@code tune_zone} accept.
 */
public final class KnownCommands {
    /** One command: its name, argument hint and what it does. */
    public record Command(String name, String args, String description) {
        @Override
        public String toString() {
            return name;
        }
    }

    public static final List<Command> COMMANDS = List.of(
            new Command("sv_deepfly", "0|1", "Allow deep-fly (hook while in deep freeze)"),
            new Command("sv_endless_drag", "0|1", "Hook duration is endless for everyone"),
            new Command("sv_hit", "0|1", "Players can hit each other"),
            new Command("sv_old_laser", "0|1", "Lasers hit the shooter after a bounce, old behaviour"),
            new Command("sv_solo_server", "0|1", "Every player is solo (no collisions, no hooking)"),
            new Command("sv_team", "0|1|2|3", "Teams: 0 optional, 1 off, 2 forced, 3 forced without solo"),
            new Command("sv_min_team_size", "N", "Smallest team size that can finish"),
            new Command("sv_max_team_size", "N", "Largest team size"),
            new Command("sv_tele_others_auto_team", "0|1", "Tele others joins them to the team"),
            new Command("sv_freeze_delay", "SECONDS", "How long freeze lasts"),
            new Command("sv_teleport_hold_hook", "0|1", "Hook stays attached through teleporters"),
            new Command("sv_teleport_lose_weapons", "0|1", "Lose weapons when teleporting"),
            new Command("sv_vote_kick", "0|1", "Allow kick votes"),
            new Command("sv_vote_spectate", "0|1", "Allow spectate votes"),
            new Command("sv_show_others_default", "0|1|2", "Show other teams by default"),
            new Command("sv_pauseable", "0|1", "Players may pause"),
            new Command("sv_practice_by_default", "0|1", "Teams start in practice mode"),
            new Command("mapbug", "NAME@HASH", "Enable a known map bug for compatibility"),
            new Command("tune", "PARAM VALUE", "Set a tuning parameter for the whole map"),
            new Command("tune_zone", "ZONE PARAM VALUE", "Set a tuning parameter inside a tune zone"),
            new Command("tune_zone_enter", "ZONE MESSAGE", "Message shown when entering a tune zone"),
            new Command("tune_zone_leave", "ZONE MESSAGE", "Message shown when leaving a tune zone"),
            new Command("tune_reset", "", "Reset all tuning to the defaults"),
            new Command("switch_open", "NUMBER", "Start with switch NUMBER open"));

    /** Tuning parameters for {@code tune} and {@code tune_zone}. */
    public static final List<String> TUNE_PARAMS = List.of(
            "ground_control_speed",
            "ground_control_accel",
            "ground_friction",
            "ground_jump_impulse",
            "air_jump_impulse",
            "air_control_speed",
            "air_control_accel",
            "air_friction",
            "hook_length",
            "hook_fire_speed",
            "hook_drag_accel",
            "hook_drag_speed",
            "gravity",
            "velramp_start",
            "velramp_range",
            "velramp_curvature",
            "gun_curvature",
            "gun_speed",
            "gun_lifetime",
            "shotgun_curvature",
            "shotgun_speed",
            "shotgun_speeddiff",
            "shotgun_lifetime",
            "grenade_curvature",
            "grenade_speed",
            "grenade_lifetime",
            "laser_reach",
            "laser_bounce_delay",
            "laser_bounce_num",
            "laser_bounce_cost",
            "laser_damage",
            "player_collision",
            "player_hooking",
            "jetpack_strength",
            "shotgun_strength",
            "explosion_strength",
            "hammer_strength",
            "hook_duration",
            "hammer_fire_delay",
            "gun_fire_delay",
            "shotgun_fire_delay",
            "grenade_fire_delay",
            "laser_fire_delay",
            "ninja_fire_delay",
            "hammer_hit_fire_delay");

    private KnownCommands() {}

    /** The known command named {@code name}, or null. */
    public static Command find(String name) {
        for (Command c : COMMANDS) {
            if (c.name().equals(name)) {
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

package twedit.model.settings;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The DDNet server's console commands, tuning parameters and map bugs, read from {@code server-commands.tsv} (made
 * by {@code resources/tools/gen_server_commands.py} from DDNet's sources; its header names the version). Names are
 * looked up without regard to case, as DDNet's console does.
 */
public final class ServerCommands {
    private static final String RESOURCE = "/twedit/model/settings/server-commands.tsv";

    private final String source;
    private final Map<String, ServerCommand> commands;
    private final Map<String, TuneParam> tunes;
    private final List<ServerCommand> commandList;
    private final List<TuneParam> tuneList;
    private final List<String> mapBugs;

    /** A table of the given rows; {@code source} says where they come from (the table's header). */
    public ServerCommands(
            String source, Collection<ServerCommand> commands, Collection<TuneParam> tunes, List<String> mapBugs) {
        this.source = source;
        Map<String, ServerCommand> c = new LinkedHashMap<>();
        commands.forEach(cmd -> c.putIfAbsent(key(cmd.name()), cmd));
        Map<String, TuneParam> t = new LinkedHashMap<>();
        tunes.forEach(p -> t.putIfAbsent(key(p.name()), p));
        this.commands = Map.copyOf(c);
        this.tunes = Map.copyOf(t);
        this.commandList = List.copyOf(c.values());
        this.tuneList = List.copyOf(t.values());
        this.mapBugs = List.copyOf(mapBugs);
    }

    /** The table of the DDNet version twedit knows (read once). */
    public static ServerCommands ddnet() {
        return Holder.DDNET;
    }

    /** Loads the table shipped with twedit. */
    private static final class Holder {
        static final ServerCommands DDNET = load();
    }

    static ServerCommands load() {
        try (InputStream in = ServerCommands.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + RESOURCE);
            }
            return parse(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Reads the table's TSV form: '#' header lines, then name, kind, params, default, min, max, flags, description. */
    static ServerCommands parse(BufferedReader r) throws IOException {
        StringBuilder header = new StringBuilder();
        List<ServerCommand> cmds = new ArrayList<>();
        List<TuneParam> tunes = new ArrayList<>();
        List<String> bugs = new ArrayList<>();
        for (String line = r.readLine(); line != null; line = r.readLine()) {
            if (line.startsWith("#")) {
                if (header.length() == 0) {
                    header.append(line.substring(1).trim());
                } else if (header.indexOf("\n") < 0) {
                    header.append('\n').append(line.substring(1).trim());
                }
                continue;
            }
            if (line.isBlank()) {
                continue;
            }
            String[] f = line.split("\t", -1);
            if (f.length < 8) {
                throw new IOException("bad row in " + RESOURCE + ": " + line);
            }
            switch (f[1]) {
                case "tune" -> tunes.add(new TuneParam(f[0], f[3], f[7]));
                case "mapbug" -> bugs.add(f[0]);
                default ->
                    cmds.add(new ServerCommand(
                            f[0], kind(f[1]), f[2], f[3], num(f[4]), num(f[5]), f[6].contains("CFGFLAG_GAME"), f[7]));
            }
        }
        return new ServerCommands(header.toString(), cmds, tunes, bugs);
    }

    private static ServerCommand.Kind kind(String k) throws IOException {
        return switch (k) {
            case "int" -> ServerCommand.Kind.INT;
            case "col" -> ServerCommand.Kind.COLOUR;
            case "str" -> ServerCommand.Kind.STRING;
            case "cmd" -> ServerCommand.Kind.COMMAND;
            default -> throw new IOException("unknown kind " + k + " in " + RESOURCE);
        };
    }

    private static int num(String s) {
        return s.isEmpty() ? 0 : Integer.parseInt(s);
    }

    private static String key(String name) {
        return name.toLowerCase(Locale.ROOT);
    }

    /** Where the table comes from: the first lines of its header (the DDNet version). */
    public String source() {
        return source;
    }

    /** The command named {@code name} (any case), or null. */
    public ServerCommand find(String name) {
        return name == null ? null : commands.get(key(name));
    }

    /** The tuning parameter named {@code name} (any case), or null. */
    public TuneParam tune(String name) {
        return name == null ? null : tunes.get(key(name));
    }

    /** Every command the server's console knows, in the table's order (by name). */
    public List<ServerCommand> all() {
        return commandList;
    }

    /** The commands a map's settings may run (CFGFLAG_GAME), by name. */
    public List<ServerCommand> mapCommands() {
        return commandList.stream().filter(ServerCommand::fromMap).toList();
    }

    /** The tuning parameters, in DDNet's order. */
    public List<TuneParam> tuneParams() {
        return tuneList;
    }

    /** The map bugs {@code mapbug} knows, e.g. "grenade-doubleexplosion@ddnet.tw". */
    public List<String> mapBugs() {
        return mapBugs;
    }

    /** The name among {@code names} closest to {@code typed} in spelling, or null when none is close. */
    public static String closest(String typed, Collection<String> names) {
        String t = key(typed);
        String best = null;
        int bestDistance = Math.max(2, t.length() / 3) + 1;
        for (String n : names) {
            int d = distance(t, key(n));
            if (d < bestDistance) {
                bestDistance = d;
                best = n;
            }
        }
        return best;
    }

    /** Levenshtein distance. */
    static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int sub = prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                cur[j] = Math.min(sub, Math.min(prev[j], cur[j - 1]) + 1);
            }
            int[] swap = prev;
            prev = cur;
            cur = swap;
        }
        return prev[b.length()];
    }
}

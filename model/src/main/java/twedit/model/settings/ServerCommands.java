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
    private final Versions versions;

    /**
     * How the table's version compares with an older server's (Debian ships DDNet 16.4): the names the older one
     * lacks, the commands only it has, and the commands it ran from a map.
     *
     * @param current the table's version ("19.9 (tag 19.9, ...)")
     * @param older the older version, or "" when the table compares with none
     * @param newNames names (commands and tuning parameters, lower case) the older version lacks
     * @param gone commands only the older version has
     * @param olderFromMap names (lower case) of the commands the older version runs from a map
     */
    public record Versions(
            String current,
            String older,
            java.util.Set<String> newNames,
            Map<String, ServerCommand> gone,
            java.util.Set<String> olderFromMap) {
        public Versions {
            newNames = java.util.Set.copyOf(newNames);
            gone = Map.copyOf(gone);
            olderFromMap = java.util.Set.copyOf(olderFromMap);
        }

        /** No older version to compare with. */
        public static Versions none(String current) {
            return new Versions(current, "", java.util.Set.of(), Map.of(), java.util.Set.of());
        }

        /** The first word of the table's version ("19.9"). */
        public String currentShort() {
            return firstWord(current);
        }

        /** The first word of the older version ("16.4"), or "" for none. */
        public String olderShort() {
            return firstWord(older);
        }

        private static String firstWord(String s) {
            int sp = s.indexOf(' ');
            return sp < 0 ? s : s.substring(0, sp);
        }
    }

    /** A table of the given rows; {@code source} says where they come from (the table's header). */
    public ServerCommands(
            String source, Collection<ServerCommand> commands, Collection<TuneParam> tunes, List<String> mapBugs) {
        this(source, commands, tunes, mapBugs, Versions.none(source));
    }

    /** A table of the given rows compared with an older version by {@code versions}. */
    public ServerCommands(
            String source,
            Collection<ServerCommand> commands,
            Collection<TuneParam> tunes,
            List<String> mapBugs,
            Versions versions) {
        this.source = source;
        this.versions = versions;
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

    /**
     * Reads the table's TSV form: '#' header lines, '@current' and '@older' lines naming the versions, then rows of
     * name, kind, params, default, min, max, flags, description and (when compared with an older version) versions
     * ("both", "new" or "gone") and the older version's flags.
     */
    static ServerCommands parse(BufferedReader r) throws IOException {
        StringBuilder header = new StringBuilder();
        List<ServerCommand> cmds = new ArrayList<>();
        List<TuneParam> tunes = new ArrayList<>();
        List<String> bugs = new ArrayList<>();
        String current = "";
        String older = "";
        java.util.Set<String> newNames = new java.util.HashSet<>();
        Map<String, ServerCommand> gone = new LinkedHashMap<>();
        java.util.Set<String> olderFromMap = new java.util.HashSet<>();
        for (String line = r.readLine(); line != null; line = r.readLine()) {
            if (line.startsWith("#")) {
                if (header.length() == 0) {
                    header.append(line.substring(1).trim());
                } else if (header.indexOf("\n") < 0) {
                    header.append('\n').append(line.substring(1).trim());
                }
                continue;
            }
            if (line.startsWith("@")) {
                String[] f = line.split("\t", 2);
                String value = f.length > 1 ? f[1].trim() : "";
                if (f[0].equals("@current")) {
                    current = value;
                } else if (f[0].equals("@older")) {
                    older = value;
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
            String presence = f.length > 8 ? f[8] : "both";
            String oldFlags = f.length > 9 ? f[9] : f[6];
            if (presence.equals("new")) {
                newNames.add(key(f[0]));
            }
            if (!f[1].equals("tune") && !f[1].equals("mapbug") && oldFlags.contains("CFGFLAG_GAME")) {
                olderFromMap.add(key(f[0]));
            }
            switch (f[1]) {
                case "tune" -> {
                    if (!presence.equals("gone")) {
                        tunes.add(new TuneParam(f[0], f[3], f[7]));
                    }
                }
                case "mapbug" -> {
                    if (!presence.equals("gone")) {
                        bugs.add(f[0]);
                    }
                }
                default -> {
                    ServerCommand c = new ServerCommand(
                            f[0], kind(f[1]), f[2], f[3], num(f[4]), num(f[5]), f[6].contains("CFGFLAG_GAME"), f[7]);
                    if (presence.equals("gone")) {
                        gone.put(key(f[0]), c);
                    } else {
                        cmds.add(c);
                    }
                }
            }
        }
        String source = header.toString();
        Versions v = new Versions(current.isEmpty() ? source : current, older, newNames, gone, olderFromMap);
        return new ServerCommands(source, cmds, tunes, bugs, v);
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

    /** How this table's version compares with the older one it was generated against. */
    public Versions versions() {
        return versions;
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

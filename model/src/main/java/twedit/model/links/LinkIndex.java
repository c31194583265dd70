package twedit.model.links;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.tiles.DdnetTiles;
import twedit.model.tiles.LinkRole;
import twedit.model.tiles.LinkRole.End;
import twedit.model.tiles.LinkRole.Space;

/**
 * Every tele, checkpoint and switch link of a map, read in one pass over the layers the game uses (the last tele,
 * switch and speedup layer, the game and front layers): per number its cells by role, the checkpoints in order, what
 * dangles and the next free numbers. Immutable; build a new one after an edit (a 1000x1000 map takes a few ms).
 */
public final class LinkIndex {
    private static final LinkRole[] ROLES = LinkRole.values();

    private final Map<Space, List<NumberLinks>> numbers = new EnumMap<>(Space.class);
    private final Map<Space, BitSet> used = new EnumMap<>(Space.class);
    private final List<Dangling> dangling = new ArrayList<>();
    /** Switch numbers the map's server settings name ({@code switch_open 33}): taken though no tile may use them. */
    private final BitSet settingsSwitches = new BitSet(256);

    private CellSet checkpointIns;

    private LinkIndex() {
        for (Space s : Space.values()) {
            used.put(s, new BitSet(256));
        }
    }

    /** The links of {@code map}. */
    public static LinkIndex of(TwMap map) {
        LinkIndex x = new LinkIndex();
        Map<Space, TreeMap<Integer, List<NumberLinks.Part>>> parts = new EnumMap<>(Space.class);
        for (Space s : Space.values()) {
            parts.put(s, new TreeMap<>());
        }
        map.physicsLayer(TileKind.TELE).ifPresent(l -> x.scan(l, parts));
        map.physicsLayer(TileKind.SWITCH).ifPresent(l -> x.scan(l, parts));
        map.physicsLayer(TileKind.GAME).ifPresent(l -> x.scan(l, parts));
        map.physicsLayer(TileKind.FRONT).ifPresent(l -> x.scan(l, parts));
        map.physicsLayer(TileKind.SPEEDUP).ifPresent(x::scanSpeedups);
        x.settingsSwitches.or(SettingsNumbers.switches(map.info().settingsOrEmpty()));
        for (Space s : Space.values()) {
            List<NumberLinks> list = new ArrayList<>();
            parts.get(s).forEach((n, p) -> list.add(new NumberLinks(s, n, p)));
            x.numbers.put(s, List.copyOf(list));
        }
        x.findDangling();
        return x;
    }

    /** Reads one layer: its cells with a link role, grouped by space, number and role. */
    private void scan(TileLayer layer, Map<Space, TreeMap<Integer, List<NumberLinks.Part>>> parts) {
        TileKind kind = layer.kind();
        LinkRole[] role = new LinkRole[256];
        boolean any = false;
        for (int id = 0; id < 256; id++) {
            role[id] = DdnetTiles.linkRole(kind, id);
            any |= role[id] != LinkRole.NONE;
        }
        if (!any) {
            return;
        }
        byte[] raw = layer.grid().rawCells();
        int cb = kind.cellBytes();
        int idByte = DdnetTiles.typeByte(kind);
        boolean numbered = kind == TileKind.TELE || kind == TileKind.SWITCH;
        // slot = number * roles + role; lists of cell indices, in scan order (sorted)
        IntList[] slots = new IntList[256 * ROLES.length];
        IntList teleZero = new IntList();
        IntList triggerZero = new IntList();
        IntList cpIns = new IntList();
        int cell = 0;
        for (int off = 0; off < raw.length; off += cb, cell++) {
            LinkRole r = role[raw[off + idByte] & 0xFF];
            if (r == LinkRole.NONE) {
                continue;
            }
            int number = numbered ? raw[off] & 0xFF : (raw[off + idByte] & 0xFF) - 35;
            if (r == LinkRole.CHECKPOINT_IN) {
                cpIns.add(cell);
                continue;
            }
            if (number == 0 && numbered) {
                if (kind == TileKind.TELE) {
                    teleZero.add(cell);
                } else if (r == LinkRole.SWITCH_TRIGGER) {
                    triggerZero.add(cell);
                }
                continue; // switch targets with number 0 are always on: no link
            }
            int slot = number * ROLES.length + r.ordinal();
            if (slots[slot] == null) {
                slots[slot] = new IntList();
            }
            slots[slot].add(cell);
        }
        int w = layer.width();
        for (int slot = 0; slot < slots.length; slot++) {
            if (slots[slot] != null) {
                LinkRole r = ROLES[slot % ROLES.length];
                int number = slot / ROLES.length;
                used.get(r.space()).set(number);
                parts.get(r.space())
                        .computeIfAbsent(number, k -> new ArrayList<>())
                        .add(new NumberLinks.Part(r, new CellSet(layer, w, slots[slot].toArray())));
            }
        }
        if (teleZero.size() > 0) {
            dangling.add(new Dangling(Dangling.Problem.TELE_ZERO, Space.TELE, 0, set(layer, teleZero)));
        }
        if (triggerZero.size() > 0) {
            dangling.add(new Dangling(Dangling.Problem.TRIGGER_ZERO, Space.SWITCH, 0, set(layer, triggerZero)));
        }
        if (cpIns.size() > 0) {
            checkpointIns = set(layer, cpIns);
        }
    }

    private static CellSet set(TileLayer layer, IntList cells) {
        return new CellSet(layer, layer.width(), cells.toArray());
    }

    private void scanSpeedups(TileLayer layer) {
        byte[] raw = layer.grid().rawCells();
        int cb = TileKind.SPEEDUP.cellBytes();
        int idByte = DdnetTiles.typeByte(TileKind.SPEEDUP);
        IntList zero = new IntList();
        int cell = 0;
        for (int off = 0; off < raw.length; off += cb, cell++) {
            if (raw[off + idByte] != 0 && raw[off] == 0) {
                zero.add(cell);
            }
        }
        if (zero.size() > 0) {
            dangling.add(new Dangling(Dangling.Problem.SPEEDUP_FORCE_ZERO, null, 0, set(layer, zero)));
        }
    }

    private void findDangling() {
        for (NumberLinks n : numbers.get(Space.TELE)) {
            both(n, Dangling.Problem.ENTRANCE_WITHOUT_EXIT, Dangling.Problem.EXIT_WITHOUT_ENTRANCE);
        }
        for (NumberLinks n : numbers.get(Space.CHECKPOINT)) {
            both(n, Dangling.Problem.CHECKPOINT_WITHOUT_EXIT, Dangling.Problem.CHECKPOINT_EXIT_UNREACHED);
        }
        for (NumberLinks n : numbers.get(Space.SWITCH)) {
            both(n, Dangling.Problem.TRIGGER_WITHOUT_TARGET, Dangling.Problem.TARGET_WITHOUT_TRIGGER);
        }
        boolean anyCpOut = numbers.get(Space.CHECKPOINT).stream().anyMatch(n -> n.count(End.TO) > 0);
        if (checkpointIns != null && !anyCpOut) {
            dangling.add(new Dangling(Dangling.Problem.CHECKPOINT_IN_WITHOUT_EXIT, Space.CHECKPOINT, 0, checkpointIns));
        }
        dangling.sort((a, b) -> a.problem().severity() != b.problem().severity()
                ? a.problem().severity().compareTo(b.problem().severity())
                : Integer.compare(a.number(), b.number()));
    }

    /** Flags a number whose only end is the start ({@code noTo}) or the end ({@code noFrom}), per part. */
    private void both(NumberLinks n, Dangling.Problem noTo, Dangling.Problem noFrom) {
        boolean from = n.count(End.FROM) > 0;
        boolean to = n.count(End.TO) > 0;
        if (from == to) {
            return;
        }
        for (NumberLinks.Part p : n.at(from ? End.FROM : End.TO)) {
            dangling.add(new Dangling(from ? noTo : noFrom, n.space(), n.number(), p.cells()));
        }
    }

    /** The numbers in use in a space, sorted; for {@link Space#RACE} the checkpoint orders, for checkpoints theirs. */
    public List<NumberLinks> numbers(Space space) {
        return numbers.get(space);
    }

    /** The links of one number, if any tile uses it. */
    public Optional<NumberLinks> number(Space space, int number) {
        for (NumberLinks n : numbers.get(space)) {
            if (n.number() == number) {
                return Optional.of(n);
            }
        }
        return Optional.empty();
    }

    /** The checkpoint tele ins (31, 63), which have no number. */
    public Optional<CellSet> checkpointIns() {
        return Optional.ofNullable(checkpointIns);
    }

    /** What dangles, errors first, then by number. */
    public List<Dangling> dangling() {
        return List.copyOf(dangling);
    }

    /** Whether a number of a space is used by any tile (number 0 never counts). */
    public boolean isUsed(Space space, int number) {
        return used.get(space).get(number);
    }

    /**
     * The smallest number 1..255 no tile of the space uses, or -1 when all are taken; for switches also none the
     * map's server settings name ({@code switch_open 33} makes 33 a switch of the map before any tile uses it).
     */
    public int nextFree(Space space) {
        BitSet taken = (BitSet) used.get(space).clone();
        if (space == Space.SWITCH) {
            taken.or(settingsSwitches);
        }
        int free = taken.nextClearBit(1);
        return free > 255 ? -1 : free;
    }

    /**
     * The next free number for tile {@code id} on one tele or switch layer (DDNet's Ctrl+F): the smallest 1..255 no
     * tile of the layer uses in the same space (checkpoint teles 29, 30 apart from the other teles) and, for
     * switches, none of the map's server settings names. Tiles that read the number as something else (add and
     * subtract time: seconds) do not count. 255 when all are taken; -1 on other layer kinds.
     */
    public static int nextFree(TileLayer layer, int id, List<String> settings) {
        TileKind kind = layer.kind();
        Space space;
        if (kind == TileKind.SWITCH) {
            space = Space.SWITCH;
        } else if (kind == TileKind.TELE) {
            space = DdnetTiles.isTeleCheckpoint(id) ? Space.CHECKPOINT : Space.TELE;
        } else {
            return -1;
        }
        boolean[] counts = new boolean[256];
        for (int t = 0; t < 256; t++) {
            LinkRole r = DdnetTiles.linkRole(kind, t);
            counts[t] = r.space() == space && r != LinkRole.CHECKPOINT_IN;
        }
        BitSet taken = space == Space.SWITCH ? SettingsNumbers.switches(settings) : new BitSet(256);
        byte[] raw = layer.grid().rawCells();
        int cb = kind.cellBytes();
        int idByte = DdnetTiles.typeByte(kind);
        for (int off = 0; off + idByte < raw.length; off += cb) {
            if (counts[raw[off + idByte] & 0xFF]) {
                taken.set(raw[off] & 0xFF);
            }
        }
        return Math.min(255, taken.nextClearBit(1));
    }

    /** Whether the map's server settings name a switch number ({@code switch_open N}). */
    public boolean inSettings(int switchNumber) {
        return switchNumber >= 0 && switchNumber < 256 && settingsSwitches.get(switchNumber);
    }

    /** A growable int array, so a layer full of teles costs no boxing. */
    private static final class IntList {
        private int[] a = new int[8];
        private int n;

        void add(int v) {
            if (n == a.length) {
                a = Arrays.copyOf(a, n * 2);
            }
            a[n++] = v;
        }

        int size() {
            return n;
        }

        int[] toArray() {
            return Arrays.copyOf(a, n);
        }
    }
}

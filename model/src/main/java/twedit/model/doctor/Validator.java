package twedit.model.doctor;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import twedit.model.codec.SourceForm;
import twedit.model.codec.TileCodec;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.settings.SettingsValidator;

/**
 * Finds every problem of map-checks.md a typed map can hold, in repair order: structure first (a Game layer, no
 * duplicate physics layers), then sizes, entities at the map's edge, envelopes, references, tiles, images, sounds, strings, automapper
 * settings and (for DDNet maps) server settings; for maps meant for Teeworlds 0.7 also what that form cannot hold;
 * judged for DDNet, first the tile layers stored in 0.7's compressed form its servers before 17.2 crash on.
 */
public final class Validator {
    private final SourceForm form;
    private final Target target;
    private final List<Check> checks;

    /** A validator for maps to be saved in {@code form}, judged for the game of that form. */
    public Validator(SourceForm form) {
        this(form, form == SourceForm.TEEWORLDS_07 ? Target.TEEWORLDS : Target.DDNET, t -> false);
    }

    /**
     * A validator for maps stored in {@code form}, judged for what {@code target}'s server does with them;
     * {@code packed} says which tile layers are stored in 0.7's compressed form (only DDNet is judged on them).
     */
    public Validator(SourceForm form, Target target, Predicate<TileLayer> packed) {
        this.form = form;
        this.target = target;
        List<Check> c = new ArrayList<>();
        if (target == Target.DDNET) {
            c.add(new PackedTilesCheck(packed));
        }
        c.add(new StructureCheck());
        if (form == SourceForm.TEEWORLDS_07) {
            c.add(new Limits07Check());
        }
        c.add(new PhysicsCheck());
        c.add(new BorderEntityCheck());
        c.add(new EnvelopeCheck());
        c.add(new ReferenceCheck());
        c.add(new TileCheck());
        c.add(new ImageCheck(form));
        c.add(new SoundCheck());
        c.add(new StringCheck());
        c.add(new AutomapperCheck());
        if (target == Target.DDNET && form != SourceForm.TEEWORLDS_07) {
            // only DDNet's server runs a map's settings; a 0.7 map's are never run (DDNet serves maps7 to 0.7 clients)
            c.add(new SettingsCheck(SettingsValidator.ddnet()));
        }
        this.checks = List.copyOf(c);
    }

    /**
     * A validator running only {@code checks}, for documents held to another format's rules (a Driftline map open in
     * the editor has no Game layer to ask for).
     */
    public Validator(SourceForm form, List<Check> checks) {
        this.form = form;
        this.target = form == SourceForm.TEEWORLDS_07 ? Target.TEEWORLDS : Target.DDNET;
        this.checks = List.copyOf(checks);
    }

    /** The validator for DDNet maps (what `twedit fix` saves). */
    public static Validator ddnet() {
        return new Validator(SourceForm.DDNET);
    }

    /**
     * The validator for a map the editor saves in {@code form}, judged for DDNet: in 0.7 form every tiles and Game
     * layer is written compressed, which DDNet before 17.2 crashes on (the fix saves in DDNet form).
     */
    public static Validator forSaving(SourceForm form) {
        if (form != SourceForm.TEEWORLDS_07) {
            return ddnet();
        }
        return new Validator(form, Target.DDNET, Validator::packedWhenSaved07);
    }

    /**
     * The validator for a file as it is, judged for {@code target}: for DDNet, its 0.7 form matters only where the
     * server trips on it (compressed tile layers); for Teeworlds 0.7, every map is judged as a 0.7 map.
     */
    public static Validator forFile(SalvageResult loaded, Target target) {
        if (target == Target.TEEWORLDS) {
            return new Validator(SourceForm.TEEWORLDS_07);
        }
        Set<TileLayer> packed = Collections.newSetFromMap(new IdentityHashMap<>());
        packed.addAll(loaded.packedLayers());
        return new Validator(SourceForm.DDNET, Target.DDNET, packed::contains);
    }

    /** Whether the 0.7 encoder writes {@code t} in fewer tiles than it has (only tiles and Game layers pack). */
    private static boolean packedWhenSaved07(TileLayer t) {
        return (t.kind() == TileKind.TILES || t.kind() == TileKind.GAME)
                && TileCodec.packs(t.grid().rawCells());
    }

    public SourceForm form() {
        return form;
    }

    /** The game whose server decides what breaks the map. */
    public Target target() {
        return target;
    }

    /** Every finding of every check, in repair order. */
    public List<Finding> validate(TwMap map) {
        List<Finding> out = new ArrayList<>();
        for (Check c : checks) {
            out.addAll(c.check(map));
        }
        return out;
    }
}

package twedit.model.doctor;

import java.util.ArrayList;
import java.util.List;
import twedit.model.codec.SourceForm;
import twedit.model.map.TwMap;
import twedit.model.settings.SettingsValidator;

/**
 * Finds every problem of map-checks.md a typed map can hold, in repair order: structure first (a Game layer, no
 * duplicate physics layers), then sizes, entities at the map's edge, envelopes, references, tiles, images, sounds, strings, automapper
 * settings and (for DDNet maps) server settings; for maps meant for Teeworlds 0.7 also what that form cannot hold.
 */
public final class Validator {
    private final SourceForm form;
    private final List<Check> checks;

    /** A validator for maps to be saved in {@code form}. */
    public Validator(SourceForm form) {
        this.form = form;
        List<Check> c = new ArrayList<>();
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
        if (form != SourceForm.TEEWORLDS_07) {
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
        this.checks = List.copyOf(checks);
    }

    /** The validator for DDNet maps (what `twedit fix` saves). */
    public static Validator ddnet() {
        return new Validator(SourceForm.DDNET);
    }

    public SourceForm form() {
        return form;
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

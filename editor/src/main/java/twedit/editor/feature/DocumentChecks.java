package twedit.editor.feature;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import twedit.model.codec.SourceForm;
import twedit.model.doctor.Finding;
import twedit.model.doctor.Validator;
import twedit.model.document.MapDocument;

/**
 * Which rules an open document is held to: a feature whose documents follow another format's rules (Driftline) adds
 * its validator; every other document gets the Teeworlds/DDNet validator of the form it is saved in. The Problems
 * panel and the checked save ask here.
 */
public final class DocumentChecks {
    private final List<Function<MapDocument, Validator>> special = new ArrayList<>();
    private final List<Function<MapDocument, String>> layerRules = new ArrayList<>();
    private final List<Function<MapDocument, List<Finding>>> outside = new ArrayList<>();
    private final List<Runnable> outsideListeners = new ArrayList<>();

    /**
     * Adds a source of problems found outside the map's own rules (the test server refusing the map), which the
     * Problems panel lists after the validator's; call {@link #outsideChanged} when what it returns changes.
     */
    public void addOutside(Function<MapDocument, List<Finding>> source) {
        outside.add(source);
    }

    /** The problems the outside sources report for {@code doc}. */
    public List<Finding> outside(MapDocument doc) {
        List<Finding> out = new ArrayList<>();
        outside.forEach(f -> out.addAll(f.apply(doc)));
        return out;
    }

    /** Runs {@code r} (event thread) whenever an outside source's problems changed. */
    public void addOutsideListener(Runnable r) {
        outsideListeners.add(r);
    }

    /** Says that an outside source's problems changed (event thread). */
    public void outsideChanged() {
        outsideListeners.forEach(Runnable::run);
    }

    /** Adds a rule saying why a document of a feature's own cannot hold more layers or groups (else null). */
    public void addLayerRule(Function<MapDocument, String> rule) {
        layerRules.add(rule);
    }

    /** Why {@code doc} cannot hold more layers or groups, or null when it can. */
    public String noNewLayers(MapDocument doc) {
        for (Function<MapDocument, String> r : layerRules) {
            String why = r.apply(doc);
            if (why != null) {
                return why;
            }
        }
        return null;
    }

    /** Adds a source of validators: it returns the validator for documents of its own, else null. */
    public void add(Function<MapDocument, Validator> validators) {
        special.add(validators);
    }

    /** The validator for {@code doc}, saved in {@code form} when it is an ordinary map. */
    public Validator validator(MapDocument doc, SourceForm form) {
        for (Function<MapDocument, Validator> f : special) {
            Validator v = f.apply(doc);
            if (v != null) {
                return v;
            }
        }
        return Validator.forSaving(form);
    }

    /** Whether {@code doc} follows rules of its own (a feature added a validator for it). */
    public boolean isSpecial(MapDocument doc) {
        return special.stream().anyMatch(f -> f.apply(doc) != null);
    }
}

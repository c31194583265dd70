package twedit.model.doctor;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import twedit.model.codec.EncodeException;
import twedit.model.codec.MapDecoder;
import twedit.model.codec.MapEncoder;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.DatafileException;
import twedit.model.datafile.DatafileWriter;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.document.Origin;
import twedit.model.document.edits.Edit;
import twedit.model.map.TwMap;

/**
 * Checks and fixes whole maps: every finding of a salvaged file, repair-all through a document (one undo step), and
 * a save that reads its own bytes back so a map the game would refuse is never written.
 */
public final class Doctor {
    /** Repairs applied at most by one {@link #fixAll}, a guard against repairs that keep finding work. */
    static final int MAX_REPAIRS = 2000;

    private Doctor() {}

    /** The findings of loading a file followed by the validator's findings for it as it is, judged for DDNet. */
    public static List<Finding> check(SalvageResult loaded) {
        return check(loaded, Target.DDNET);
    }

    /** The findings of loading a file followed by the validator's findings for it as it is, judged for {@code target}. */
    public static List<Finding> check(SalvageResult loaded, Target target) {
        List<Finding> out = new ArrayList<>(loaded.findings());
        out.addAll(Validator.forFile(loaded, target).validate(loaded.map()));
        return out;
    }

    /**
     * Applies every repair, of both kinds ({@code fixAll(doc, validator, true)}): what tools call when asked to be
     * strict. `twedit fix` and the editor's Fix All repair only what breaks the map by default.
     */
    public static FixReport fixAll(MapDocument doc, Validator validator) {
        return fixAll(doc, validator, true);
    }

    /**
     * Applies repairs one after another, validating again after each (a repair is built against the map as the
     * previous ones left it), until no fixable finding is left or a repair makes no progress. Without {@code strict}
     * only findings that break the map are repaired, so what the server loads (mod tiles, data the game ignores) is
     * kept; with it every fixable finding is. All of it is one undo step of {@code doc} labelled "Fix all problems".
     */
    public static FixReport fixAll(MapDocument doc, Validator validator, boolean strict) {
        List<Finding> applied = new ArrayList<>();
        doc.compound("Fix all problems", Origin.REPAIR, () -> repair(doc, validator, strict, applied));
        return new FixReport(applied, validator.validate(doc.map()));
    }

    /**
     * One problem as the repair loop tracks it: the finding's check and place, and its description. A repair that
     * leaves exactly the same problem made no progress; one that changes it (fewer cells, say) did.
     */
    private record Problem(Finding.Key key, String what) {
        static Problem of(Finding f) {
            return new Problem(f.key(), f.what());
        }
    }

    private static void repair(MapDocument doc, Validator validator, boolean strict, List<Finding> applied) {
        Set<Problem> givenUp = new HashSet<>();
        Problem last = null;
        for (int round = 0; round < MAX_REPAIRS; round++) {
            Finding next = null;
            for (Finding f : validator.validate(doc.map())) {
                if (f.fixable() && (strict || f.isError()) && !givenUp.contains(Problem.of(f))) {
                    next = f;
                    break;
                }
            }
            if (next == null) {
                return;
            }
            if (Problem.of(next).equals(last)) {
                givenUp.add(last); // its repair was applied but left the same problem: do not loop on it
                last = null;
                continue;
            }
            Edit edit = next.repair().edit(doc.map());
            if (edit == null || !doc.apply(edit)) {
                givenUp.add(Problem.of(next));
                continue;
            }
            applied.add(next);
            last = Problem.of(next);
        }
    }

    /**
     * The file bytes of {@code map} in the form of {@code options}, read back by the strict decoder first (which
     * needs the memory of a second copy of the map; see {@link #encode} and {@link #verify} to free the map first).
     *
     * @throws EncodeException when the form cannot hold the map or the bytes would be refused on loading
     */
    public static byte[] encodeVerified(TwMap map, SaveOptions options) throws EncodeException {
        byte[] bytes = encode(map, options);
        verify(bytes);
        return bytes;
    }

    /**
     * The file bytes of {@code map} in the form of {@code options}.
     *
     * @throws EncodeException when the form cannot hold the map
     */
    public static byte[] encode(TwMap map, SaveOptions options) throws EncodeException {
        try {
            return new DatafileWriter().write(new MapEncoder(options).encode(map));
        } catch (IllegalArgumentException e) {
            throw new EncodeException("the map cannot be written: " + e.getMessage());
        }
    }

    /**
     * Reads saved bytes back with the strict reader and decoder, as DDNet would load them.
     *
     * @throws EncodeException when they would be refused
     */
    public static void verify(byte[] bytes) throws EncodeException {
        try {
            // every check of a full read, with the tiles kept compressed: a save near the memory limit still verifies
            new MapDecoder(ReadLimits.DDNET).check(bytes);
        } catch (DatafileException e) {
            throw new EncodeException("the saved map would be refused when loaded: " + e.getMessage());
        }
    }
}

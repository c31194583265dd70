package twedit.model.doctor;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import twedit.model.codec.ItemTypes;
import twedit.model.codec.LoadResult;
import twedit.model.codec.LoadWarning;
import twedit.model.codec.MapContent;
import twedit.model.codec.MapDecoder;
import twedit.model.datafile.Datafile;
import twedit.model.datafile.DatafileException;
import twedit.model.datafile.DatafileItem;
import twedit.model.datafile.DatafileReader;
import twedit.model.datafile.ReadLimits;
import twedit.model.map.Location;

/**
 * Loads as much of a map file as can be trusted: the strict reader and decoder first; when they refuse, the
 * {@link TolerantReader} keeps the items and data blocks that pass their checks and a lenient {@link MapDecoder}
 * drops what still fails. What was refused, dropped or tolerated becomes findings, so a user can save a repaired map.
 */
public final class Salvage {
    private Salvage() {}

    /**
     * Salvages a map file.
     *
     * @throws DatafileException when nothing usable is left (not a datafile, no item recoverable, not a map)
     */
    public static SalvageResult load(Path path, ReadLimits limits) throws DatafileException, IOException {
        return load(read(path, limits), limits);
    }

    /**
     * A map file's bytes, for callers that salvage them and also look at the file as it is ({@link #held}).
     *
     * @throws DatafileException when the file is larger than {@code limits} allow
     */
    public static byte[] read(Path path, ReadLimits limits) throws DatafileException, IOException {
        long size = Files.size(path);
        if (size > limits.maxTotalBytes() || size > Integer.MAX_VALUE - 8) {
            throw new DatafileException("file is " + size + " bytes, over the limit of " + limits.maxTotalBytes());
        }
        return Files.readAllBytes(path);
    }

    /**
     * Salvages map file bytes.
     *
     * @throws DatafileException when nothing usable is left (not a datafile, no item recoverable, not a map)
     */
    public static SalvageResult load(byte[] bytes, ReadLimits limits) throws DatafileException {
        String refusal = null;
        List<String> container = new ArrayList<>();
        Datafile df;
        try {
            df = new DatafileReader(limits).read(bytes);
        } catch (DatafileException e) {
            refusal = e.getMessage();
            TolerantReader reader = new TolerantReader(limits);
            df = reader.read(bytes);
            container.addAll(reader.problems());
        }
        LoadResult result = null;
        if (refusal == null) {
            try {
                result = new MapDecoder(limits).decode(df);
            } catch (DatafileException e) {
                refusal = e.getMessage();
            }
        }
        if (result == null) {
            result = new MapDecoder(limits, true).decode(df);
        }
        List<Finding> findings = new ArrayList<>();
        if (refusal != null) {
            findings.add(Finding.error(
                    "load.refused", Location.map(), "file", "DDNet refuses the file as it is: " + refusal, null));
        }
        for (String p : container) {
            findings.add(split(p, true, "container"));
        }
        overlappingEnvelopes(df, findings);
        for (LoadWarning w : result.warnings()) {
            if (w.kind() == LoadWarning.Kind.KEPT_UNKNOWN) {
                continue; // unknown items are kept and saved back: nothing is wrong with them
            }
            boolean salvaged = w.kind() == LoadWarning.Kind.SALVAGED;
            findings.add(split(w.text(), salvaged, salvaged ? "load.salvaged" : "load"));
        }
        return new SalvageResult(result.map(), result.form(), findings, refusal, result.packedLayers());
    }

    /**
     * What the map file holds (see {@link MapContent#ofFile}), read as {@link #load} reads it: a fix compares what it
     * keeps against this, so a map that lost content on its way is never reported as fully repaired.
     *
     * @throws DatafileException when no item can be read at all
     */
    public static MapContent held(byte[] bytes, ReadLimits limits) throws DatafileException {
        Datafile df;
        try {
            df = new DatafileReader(limits).read(bytes);
        } catch (DatafileException e) {
            df = new TolerantReader(limits).read(bytes);
        }
        return MapContent.ofFile(df);
    }

    /**
     * Envelopes whose point ranges overlap (community rules): the typed map gives each envelope its own points, so
     * saving writes them apart; reported because the file as it is shares points between envelopes.
     */
    private static void overlappingEnvelopes(Datafile df, List<Finding> out) {
        List<DatafileItem> envs = df.itemsOfType(ItemTypes.ENVELOPE);
        List<long[]> ranges = new ArrayList<>();
        for (int i = 0; i < envs.size(); i++) {
            int[] d = envs.get(i).data();
            if (d.length >= 4 && d[2] >= 0 && d[3] > 0) {
                ranges.add(new long[] {d[2], (long) d[2] + d[3], i});
            }
        }
        ranges.sort(java.util.Comparator.comparingLong((long[] r) -> r[0]).thenComparingLong(r -> r[2]));
        long[] widest = null;
        for (long[] r : ranges) {
            if (widest != null && r[0] < widest[1]) {
                out.add(Finding.warning(
                        "load",
                        Location.map(),
                        "envelope " + r[2],
                        "its points " + r[0] + ".." + (r[1] - 1) + " overlap those of envelope " + widest[2]
                                + "; saving gives each envelope its own copy",
                        null));
            }
            if (widest == null || r[1] > widest[1]) {
                widest = r;
            }
        }
    }

    /** A finding from a "where: what" message (no repair: loading already did what can be done). */
    private static Finding split(String message, boolean error, String checkId) {
        int colon = message.indexOf(": ");
        String where = colon > 0 ? message.substring(0, colon) : "file";
        String what = colon > 0 ? message.substring(colon + 2) : message;
        // loading findings name items of the file as read, which the typed map may not hold: the map as a whole
        return error
                ? Finding.error(checkId, Location.map(), where, what, null)
                : Finding.warning(checkId, Location.map(), where, what, null);
    }
}

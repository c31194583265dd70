package twedit.model.codec;

import java.util.ArrayList;
import java.util.List;
import twedit.model.datafile.DatafileException;
import twedit.model.datafile.DatafileItem;
import twedit.model.map.Bezier;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;

/**
 * Decodes envelopes and their points (map-format.md "Envelopes", "Envelope Points"): v1-v3 envelope items,
 * 6-int points or 0.7's 22-int points with bezier tangents, and DDNet's bezier UUID item (errata 3).
 */
final class EnvelopeDecoder {
    private final DecodeContext ctx;

    EnvelopeDecoder(DecodeContext ctx) {
        this.ctx = ctx;
    }

    void decode() throws DatafileException {
        List<DatafileItem> envs = ctx.df.itemsOfType(ItemTypes.ENVELOPE);
        if (envs.isEmpty()) {
            return;
        }
        boolean wide = false;
        for (DatafileItem e : envs) {
            wide |= e.get(0, 0) >= 3;
        }
        int pointInts = wide ? 22 : 6;
        List<DatafileItem> pointItems = ctx.df.itemsOfType(ItemTypes.ENV_POINTS);
        int[] raw = pointItems.isEmpty() ? new int[0] : pointItems.get(0).data();
        if (raw.length % pointInts != 0) {
            ctx.warn("envelope points item: " + raw.length + " ints is not a whole number of " + pointInts
                    + "-int points; the rest is ignored");
        }
        int count = raw.length / pointInts;
        int[] bezier = bezierItem(count);
        if (wide) {
            ctx.form07 = true;
        }
        for (int i = 0; i < envs.size(); i++) {
            int[] d = envs.get(i).data();
            String where = "envelope " + i;
            if (d.length < 4) {
                ctx.tolerate(
                        new DatafileException(where + ": item has " + d.length + " ints, needs at least 4"),
                        "envelope dropped");
                ctx.envelopes.add(null);
                continue;
            }
            String name = d.length >= 12 ? MapStrings.i32String(d, 4, 8) : "";
            // DDNet plays version-1 envelopes (which have no sync field) on the server clock, as if synchronized
            boolean sync = d[0] < 2 || d.length >= 13 && d[12] != 0;
            int start = d[2];
            int num = d[3];
            if (start < 0 || num < 0 || (long) start + num > count) {
                ctx.warn(where + " '" + name + "': points " + start + ".." + ((long) start + num - 1)
                        + " run outside the " + count + " points; only those inside are kept");
            }
            int from = Math.max(0, Math.min(start, count));
            int to = (int) Math.max(from, Math.min((long) start + Math.max(num, 0), count));
            List<EnvPoint> points = new ArrayList<>(to - from);
            for (int p = from; p < to; p++) {
                points.add(point(raw, p, pointInts, bezier));
            }
            ctx.envelopes.add(new Envelope(d[1], name, sync, points));
        }
    }

    private static EnvPoint point(int[] raw, int p, int pointInts, int[] bezierItem) {
        int o = p * pointInts;
        Bezier bezier = null;
        if (pointInts == 22) {
            bezier = bezierOf(raw, o + 6);
        } else if (bezierItem != null && (p + 1) * 16 <= bezierItem.length) {
            bezier = bezierOf(bezierItem, p * 16);
        }
        return new EnvPoint(raw[o], raw[o + 1], raw[o + 2], raw[o + 3], raw[o + 4], raw[o + 5], bezier);
    }

    /** Tangents at {@code from}, or null when all are zero (the value writers use for non-bezier points). */
    private static Bezier bezierOf(int[] v, int from) {
        for (int k = 0; k < 16; k++) {
            if (v[from + k] != 0) {
                return new Bezier(java.util.Arrays.copyOfRange(v, from, from + 16));
            }
        }
        return null;
    }

    private int[] bezierItem(int count) {
        int type = ctx.df.typeOfUuid(ItemTypes.ENVPOINTS_BEZIER);
        if (type < 0) {
            return null;
        }
        List<DatafileItem> items = ctx.df.itemsOfType(type);
        if (items.isEmpty()) {
            return null;
        }
        int[] d = items.get(0).data();
        if (d.length != count * 16) {
            // DDNet ignores the whole item in this case, so its curves play as linear
            ctx.warn("bezier item: holds " + d.length / 16 + " points' tangents, the map has " + count
                    + " points; ignored as DDNet does");
            return null;
        }
        return d;
    }
}

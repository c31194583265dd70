package twedit.model.transfer;

import java.util.Arrays;
import twedit.model.map.MapImage;
import twedit.model.map.TwMap;

/** Finds an image of another map in a target map: by content first, then by name; else a copy to bring along. */
public final class ImageTransfer {
    private ImageTransfer() {}

    /** How {@code source} (an image of another map) appears in {@code target}. */
    public static ImageMatch match(TwMap target, MapImage source) {
        for (MapImage i : target.images()) {
            if (i == source || sameContent(i, source)) {
                return new ImageMatch.Shared(i);
            }
        }
        for (MapImage i : target.images()) {
            if (i.name().equals(source.name())) {
                return new ImageMatch.SameName(i);
            }
        }
        return new ImageMatch.Brought(source.copy());
    }

    /**
     * Whether two images show the same: both the same external mapres (by name: the client loads it itself), or both
     * embedded with equal size, format and pixels.
     */
    public static boolean sameContent(MapImage a, MapImage b) {
        if (a.external() || b.external()) {
            return a.external() && b.external() && a.name().equals(b.name());
        }
        return a.width() == b.width()
                && a.height() == b.height()
                && a.format() == b.format()
                && Arrays.equals(a.pixels(), b.pixels());
    }
}

package twedit.model.doctor;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import twedit.model.codec.Placeholders;
import twedit.model.codec.SourceForm;
import twedit.model.document.edits.Edits;
import twedit.model.map.ImageContent;
import twedit.model.map.Layer;
import twedit.model.map.MapImage;
import twedit.model.map.Props;
import twedit.model.map.QuadsLayer;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.media.MediaRules;

/**
 * Images (map-checks.md item 18 and the community rules): at most 64, embedded pixel data of exactly width x height
 * pixels, external names from the official mapres list, and tile layers only using images whose sides are
 * multiples of 16 (DDNet's editor detaches the others). Damaged images become placeholders, never deletions.
 */
final class ImageCheck implements Check {
    static final int MAX_IMAGES = MediaRules.MAX_IMAGES;
    /** External images both 0.6/DDNet and 0.7 clients ship (map-format.md "Images"): MediaRules keeps the list. */
    static final Set<String> OFFICIAL = Set.copyOf(MediaRules.EXTERNAL_IMAGES);
    /** External images only 0.7 clients ship. */
    static final Set<String> OFFICIAL_07 = Set.copyOf(MediaRules.EXTERNAL_IMAGES_07_ONLY);
    /** Embedded images larger than this are not padded by a repair but removed. */
    private static final long MAX_PIXEL_BYTES = 1L << 28;

    private final SourceForm form;

    ImageCheck(SourceForm form) {
        this.form = form;
    }

    @Override
    public List<Finding> check(TwMap map) {
        List<Finding> out = new ArrayList<>();
        Map<MapImage, List<TileLayer>> tileUsers = new IdentityHashMap<>();
        Map<MapImage, Boolean> used = new IdentityHashMap<>();
        for (Layer l : map.allLayers()) {
            if (l instanceof TileLayer t && t.image() != null) {
                tileUsers.computeIfAbsent(t.image(), k -> new ArrayList<>()).add(t);
                used.put(t.image(), Boolean.TRUE);
            } else if (l instanceof QuadsLayer q && q.image() != null) {
                used.put(q.image(), Boolean.TRUE);
            }
        }
        if (map.images().size() > MAX_IMAGES) {
            List<MapImage> unused =
                    map.images().stream().filter(i -> !used.containsKey(i)).toList();
            out.add(Finding.error(
                    "images.count",
                    Where.MAP,
                    "the map has " + map.images().size() + " images; clients load at most " + MAX_IMAGES,
                    unused.isEmpty()
                            ? null
                            : Repair.of(
                                    "remove the " + unused.size() + " unused images",
                                    m -> RepairEdits.removeImages(m, unused, "Remove unused images"))));
        }
        for (MapImage img : map.images()) {
            Where.Place where = Where.image(map, img);
            if (Placeholders.isPlaceholder(img)) {
                // the decoder or a repair put it there for damaged data; its links stay, the mapper replaces it
                out.add(Finding.warning(
                        "images.placeholder",
                        where,
                        "'" + img.name() + "' is a checker placeholder for image data that was damaged;"
                                + " replace this image",
                        null));
                continue;
            }
            if (img.external()) {
                external(img, where, out);
            } else {
                embedded(img, where, out);
            }
            List<TileLayer> users = tileUsers.get(img);
            if (users != null && !img.external() && (img.width() % 16 != 0 || img.height() % 16 != 0)) {
                // only DDNet's editor detaches it: the game loads the map and draws the layer with it
                out.add(Finding.warning(
                        "images.tile-size",
                        where,
                        "used by " + users.size() + " tile layer"
                                + (users.size() == 1 ? "" : "s") + " but " + img.width() + "x" + img.height()
                                + " is not a multiple of 16 (the game draws it; DDNet's editor detaches it)",
                        Repair.of(
                                "detach it from the " + "tile layers",
                                m -> RepairEdits.compose(
                                        "Detach image",
                                        users.stream()
                                                .filter(t -> t.image() == img)
                                                .map(t -> Edits.set(t, Props.TILES_IMAGE, null))
                                                .toList()))));
            }
        }
        return out;
    }

    private void external(MapImage img, Where.Place where, List<Finding> out) {
        if (img.width() < 0 || img.height() < 0) {
            out.add(Finding.error(
                    "images.size",
                    where,
                    "negative size " + img.width() + "x" + img.height() + " (DDNet refuses the map)",
                    Repair.of(
                            "set the size to 0x0 (clients take the size from the" + " mapres file)",
                            m -> Edits.replaceImage(img, ImageContent.external(0, 0)))));
        }
        String name = img.name() == null ? "" : img.name();
        if (!OFFICIAL.contains(name) && !(form == SourceForm.TEEWORLDS_07 && OFFICIAL_07.contains(name))) {
            out.add(Finding.warning(
                    "images.external",
                    where,
                    "external image '" + name + "' is not in the official"
                            + " mapres list of " + (form == SourceForm.TEEWORLDS_07 ? "0.7" : "0.6/DDNet")
                            + " maps; clients without it show nothing",
                    null));
        }
    }

    private static void embedded(MapImage img, Where.Place where, List<Finding> out) {
        int w = img.width();
        int h = img.height();
        int bpp = img.format() == MapImage.Format.RGB ? 3 : 4;
        long need = (long) w * h * bpp;
        if (w <= 0 || h <= 0 || need > MAX_PIXEL_BYTES) {
            MapImage p = Placeholders.image(img.name(), w, h);
            out.add(Finding.error(
                    "images.placeholder",
                    where,
                    "embedded image of size " + w + "x" + h + " cannot be loaded; replace this image",
                    Repair.of(
                            "put a " + p.width() + "x" + p.height() + " placeholder in its place (layers keep their"
                                    + " link)",
                            m -> Edits.replaceImage(
                                    img, ImageContent.embedded(p.width(), p.height(), p.format(), p.pixels())))));
            return;
        }
        byte[] px = img.pixels();
        if (px == null || px.length != need) {
            out.add(Finding.error(
                    "images.data",
                    where,
                    "pixel data has " + (px == null ? 0 : px.length) + " bytes, a " + w + "x" + h + " " + img.format()
                            + " image needs " + need,
                    Repair.of(
                            "cut or pad the pixel data to " + need + " bytes (padding is transparent)",
                            m -> Edits.replaceImage(
                                    img,
                                    ImageContent.embedded(
                                            w,
                                            h,
                                            img.format(),
                                            java.util.Arrays.copyOf(px == null ? new byte[0] : px, (int) need))))));
        }
    }
}

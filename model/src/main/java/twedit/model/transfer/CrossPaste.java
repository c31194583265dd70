package twedit.model.transfer;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import twedit.model.codec.MapStrings;
import twedit.model.document.edits.Edit;
import twedit.model.document.edits.Edits;
import twedit.model.map.Color;
import twedit.model.map.Envelope;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.MapImage;
import twedit.model.map.Props;
import twedit.model.map.QuadsLayer;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.media.MediaRules;

/**
 * Plans a paste of tiles or quads taken from another map: their image is found in the target (by content, then by
 * name) or brought along, and lands on the layer pasted on when it is empty or has no image, else on a new layer
 * above it, so the tiles already there keep their look. Envelopes of pasted quads are found or brought the same way.
 */
public final class CrossPaste {
    /** Layer names hold 11 bytes of UTF-8 (three ints with the terminating NUL, map-format.md "Layers"). */
    private static final int LAYER_NAME_BYTES = 11;

    private CrossPaste() {}

    /** The plan for pasting tiles drawn with {@code source} (an image of another map, or null) onto {@code layer}. */
    public static PastePlan tiles(TwMap target, TileLayer layer, MapImage source) {
        return tiles(target, layer, source, null);
    }

    /**
     * The plan for pasting tiles drawn with {@code source} onto {@code layer}; a new layer made for them takes the
     * name and colour of the layer they were copied from ({@code look}, null when not known: the image's name, white).
     */
    public static PastePlan tiles(TwMap target, TileLayer layer, MapImage source, LayerLook look) {
        if (source == null || layer.kind() != TileKind.TILES || uses(layer.image(), source)) {
            return new PastePlan.Direct();
        }
        boolean empty = isEmpty(layer);
        return plan(
                target,
                layer,
                source,
                empty,
                img -> TileLayer.detached(
                        TileKind.TILES,
                        layerName(look == null || look.name().isEmpty() ? img.name() : look.name()),
                        new TileGrid(layer.width(), layer.height(), TileKind.TILES.cellBytes()),
                        img,
                        look == null ? Color.WHITE : look.color()),
                img -> Edits.set(layer, Props.TILES_IMAGE, img));
    }

    /** The plan for pasting quads textured with {@code source} (an image of another map, or null) into {@code layer}. */
    public static PastePlan quads(TwMap target, QuadsLayer layer, MapImage source) {
        if (source == null || uses(layer.image(), source)) {
            return new PastePlan.Direct();
        }
        return plan(
                target,
                layer,
                source,
                layer.quads().isEmpty(),
                img -> new QuadsLayer(layerName(img.name()), img, List.of()),
                img -> Edits.set(layer, Props.QUADS_IMAGE, img));
    }

    /**
     * The envelopes {@code sources} (of another map) as the target has them: each found by content and name, else a
     * copy the plan adds ({@link EnvelopePlan#addTo}, after the paste's other edits).
     */
    public static EnvelopePlan envelopes(TwMap target, List<Envelope> sources) {
        Map<Envelope, Envelope> map = new LinkedHashMap<>();
        List<Envelope> brought = new ArrayList<>();
        for (Envelope s : sources) {
            if (s == null || map.containsKey(s)) {
                continue;
            }
            Envelope found = target.envelopes().stream()
                    .filter(e -> e == s || sameEnvelope(e, s))
                    .findFirst()
                    .orElse(null);
            if (found == null) {
                found = s.copy();
                brought.add(found);
            }
            map.put(s, found);
        }
        return new EnvelopePlan(brought, map);
    }

    /**
     * The target's envelope for each pasted one, and the copies to add (in order, each at the end of the target's
     * list when its turn comes: an edit checks its index against the list as it is then).
     */
    public record EnvelopePlan(List<Envelope> brought, Map<Envelope, Envelope> map) {
        public EnvelopePlan {
            brought = List.copyOf(brought);
            map = Map.copyOf(map);
        }

        /** Applies the additions to {@code target} through {@code apply}, one after the other. */
        public void addTo(TwMap target, java.util.function.Consumer<Edit> apply) {
            for (Envelope e : brought) {
                apply.accept(Edits.addEnvelope(target, target.envelopes().size(), e));
            }
        }
    }

    private static PastePlan plan(
            TwMap target,
            Layer layer,
            MapImage source,
            boolean empty,
            java.util.function.Function<MapImage, Layer> newLayer,
            java.util.function.Function<MapImage, Edit> setImage) {
        Group group = target.groupOf(layer).orElse(null);
        if (group == null) {
            return new PastePlan.Refused("the layer is not part of the map");
        }
        ImageMatch match = ImageTransfer.match(target, source);
        List<Edit> edits = new ArrayList<>();
        if (match instanceof ImageMatch.Brought b) {
            if (target.images().size() >= MediaRules.MAX_IMAGES) {
                return new PastePlan.Refused("this map holds " + target.images().size()
                        + " images, the most clients load: image " + source.name()
                        + " cannot be brought along (paste on a layer using it, or remove an unused image)");
            }
            edits.add(Edits.addImage(target, target.images().size(), b.image()));
        }
        if (empty) {
            edits.add(setImage.apply(match.image()));
            return new PastePlan.Prepared(edits, layer, match, false);
        }
        Layer fresh = newLayer.apply(match.image());
        edits.add(Edits.addLayer(group, group.layers().indexOf(layer) + 1, fresh));
        return new PastePlan.Prepared(edits, fresh, match, true);
    }

    /** Whether a layer drawn with {@code image} shows {@code source}'s tiles as they are: the same image or name. */
    private static boolean uses(MapImage image, MapImage source) {
        return image != null
                && (image == source || image.name().equals(source.name()) || ImageTransfer.sameContent(image, source));
    }

    private static boolean isEmpty(TileLayer layer) {
        byte[] cells = layer.grid().rawCells();
        int step = layer.grid().cellBytes();
        for (int i = 0; i < cells.length; i += step) {
            if (cells[i] != 0) {
                return false;
            }
        }
        return true;
    }

    private static boolean sameEnvelope(Envelope a, Envelope b) {
        return a.channels() == b.channels()
                && a.sync() == b.sync()
                && a.name().equals(b.name())
                && a.points().asList().equals(b.points().asList());
    }

    private static String layerName(String imageName) {
        return new String(MapStrings.truncateUtf8(imageName, LAYER_NAME_BYTES), StandardCharsets.UTF_8);
    }
}

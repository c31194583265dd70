package twedit.model.document.edits;

import java.util.ArrayList;
import java.util.List;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;
import twedit.model.map.Group;
import twedit.model.map.ImageContent;
import twedit.model.map.Layer;
import twedit.model.map.ListRef;
import twedit.model.map.MapImage;
import twedit.model.map.MapInfo;
import twedit.model.map.MapObject;
import twedit.model.map.MapSound;
import twedit.model.map.Property;
import twedit.model.map.Props;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundSource;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.map.UnknownItem;

/**
 * Builds the edits for everything a mapper does apart from painting tiles ({@link TileOps} does that): groups,
 * layers, properties, images, envelopes, sounds, points, quads, sound sources, map info and settings. Every method
 * reads the current map and returns an edit for {@code MapDocument.apply}; none changes the map.
 */
public final class Edits {
    private Edits() {}

    /** Sets a property of an object (see {@link Props}). */
    public static <T extends MapObject, V> Edit set(T target, Property<? super T, V> property, V value) {
        @SuppressWarnings("unchecked")
        Property<T, V> p = (Property<T, V>) property;
        return new SetPropertyEdit<>(setLabel(target, property.name()), target, p, value);
    }

    /**
     * The history's name of a property change, naming what changed so that steps tell apart: "Rename layer",
     * "Change group parallax", "Change layer color envelope offset".
     */
    static String setLabel(MapObject target, String property) {
        String what = target instanceof Group
                ? "group"
                : target instanceof Layer
                        ? "layer"
                        : target instanceof Envelope ? "envelope" : target instanceof MapImage ? "image" : "sound";
        if (property.equals("name")) {
            return "Rename " + what;
        }
        StringBuilder words = new StringBuilder();
        for (char c : property.toCharArray()) {
            if (Character.isUpperCase(c)) {
                words.append(' ').append(Character.toLowerCase(c));
            } else {
                words.append(c);
            }
        }
        return "Change " + what + " " + words;
    }

    /** Several independent edits as one step (for dependent ones use a document group). */
    public static Edit compose(String label, List<? extends Edit> edits) {
        return new CompositeEdit(label, edits);
    }

    /**
     * A step that changes nothing in the map but records a decision (Take Ours on a merge conflict): undo takes it
     * back, redo makes it again.
     */
    public static Edit mark(String label) {
        return new MarkEdit(label);
    }

    // ---- tile layer size

    /**
     * Resizes a tile layer to w x h, moving its cells by (dx, dy). Resizing a physics layer resizes every
     * physics layer of the map with it, as they must keep the Game layer's size.
     */
    public static Edit resizeLayer(TwMap map, TileLayer layer, int w, int h, int dx, int dy) {
        List<TileLayer> layers = new ArrayList<>();
        if (layer.kind().isPhysics()) {
            for (Layer l : map.allLayers()) {
                if (l instanceof TileLayer t && t.kind().isPhysics()) {
                    layers.add(t);
                }
            }
        } else {
            layers.add(layer);
        }
        return new ResizeEdit("Resize layer", layers, w, h, dx, dy);
    }

    /** Shifts a layer's cells by (dx, dy) tiles, keeping its size; cells shifted out are lost, new ones empty. */
    public static Edit shiftLayer(TileLayer layer, int dx, int dy) {
        return new ResizeEdit("Shift layer", List.of(layer), layer.width(), layer.height(), dx, dy);
    }

    // ---- groups and layers

    public static Edit addGroup(TwMap map, int index, Group group) {
        return new ListInsertEdit<>("Add group", ListRef.groups(map), index, group);
    }

    public static Edit removeGroup(TwMap map, int index) {
        return new ListRemoveEdit<>("Remove group", ListRef.groups(map), index);
    }

    public static Edit moveGroup(TwMap map, int from, int to) {
        return new ListMoveEdit<>("Move group", ListRef.groups(map), from, to);
    }

    /** Inserts a copy of group {@code index} (its layers copied too) right after it. */
    public static Edit duplicateGroup(TwMap map, int index) {
        return new ListInsertEdit<>(
                "Duplicate group",
                ListRef.groups(map),
                index + 1,
                map.groups().get(index).copy());
    }

    public static Edit addLayer(Group group, int index, Layer layer) {
        return new ListInsertEdit<>("Add layer", ListRef.layers(group), index, layer);
    }

    public static Edit removeLayer(Group group, int index) {
        return new ListRemoveEdit<>("Remove layer", ListRef.layers(group), index);
    }

    /** Moves a layer within its group or into another group ({@code to} is its index there afterwards). */
    public static Edit moveLayer(Group from, int fromIndex, Group to, int toIndex) {
        if (from == to) {
            return new ListMoveEdit<>("Move layer", ListRef.layers(from), fromIndex, toIndex);
        }
        Layer l = from.layers().get(fromIndex);
        return new CompositeEdit(
                "Move layer",
                List.of(
                        new ListRemoveEdit<>("Move layer", ListRef.layers(from), fromIndex),
                        new ListInsertEdit<>("Move layer", ListRef.layers(to), toIndex, l, l.id())));
    }

    /** Inserts a copy of layer {@code index} of a group right after it. */
    public static Edit duplicateLayer(Group group, int index) {
        return new ListInsertEdit<>(
                "Duplicate layer",
                ListRef.layers(group),
                index + 1,
                group.layers().get(index).copy());
    }

    // ---- images, envelopes, sounds

    public static Edit addImage(TwMap map, int index, MapImage image) {
        return new ListInsertEdit<>("Add image", ListRef.images(map), index, image);
    }

    /** Removes an image; layers using it are detached (undo re-links them). */
    public static Edit removeImage(TwMap map, int index) {
        return RemoveResourceEdit.image(map, index);
    }

    public static Edit moveImage(TwMap map, int from, int to) {
        return new ListMoveEdit<>("Move image", ListRef.images(map), from, to);
    }

    /** Replaces an image's content: embedded pixels, or external (see {@link ImageContent}). */
    public static Edit replaceImage(MapImage image, ImageContent content) {
        return replaceImage(image, content, "Replace image '" + image.name() + "'");
    }

    /** {@link #replaceImage(MapImage, ImageContent)} with the history's label for it (e.g. "Embed image 'grass'"). */
    public static Edit replaceImage(MapImage image, ImageContent content, String label) {
        return new SetPropertyEdit<>(label, image, Props.IMAGE_CONTENT, content);
    }

    public static Edit addEnvelope(TwMap map, int index, Envelope envelope) {
        return new ListInsertEdit<>("Add envelope", ListRef.envelopes(map), index, envelope);
    }

    /** Removes an envelope; tiles layers, quads and sound sources using it are detached. */
    public static Edit removeEnvelope(TwMap map, int index) {
        return RemoveResourceEdit.envelope(map, index);
    }

    public static Edit moveEnvelope(TwMap map, int from, int to) {
        return new ListMoveEdit<>("Move envelope", ListRef.envelopes(map), from, to);
    }

    public static Edit addSound(TwMap map, int index, MapSound sound) {
        return new ListInsertEdit<>("Add sound", ListRef.sounds(map), index, sound);
    }

    /** Removes a sound; sounds layers using it are detached. */
    public static Edit removeSound(TwMap map, int index) {
        return RemoveResourceEdit.sound(map, index);
    }

    public static Edit moveSound(TwMap map, int from, int to) {
        return new ListMoveEdit<>("Move sound", ListRef.sounds(map), from, to);
    }

    /** Replaces a sound's Opus data. */
    public static Edit replaceSound(MapSound sound, byte[] data) {
        return new SetPropertyEdit<>("Replace sound", sound, Props.SOUND_DATA, data);
    }

    // ---- envelope points, quads, sound sources

    public static Edit addPoint(Envelope env, int index, EnvPoint point) {
        return new ListInsertEdit<>("Add point", ListRef.points(env), index, point);
    }

    public static Edit removePoint(Envelope env, int index) {
        return new ListRemoveEdit<>("Remove point", ListRef.points(env), index);
    }

    /** Changes a point (time, curve, values, tangents); a drag is a stroke of these. */
    public static Edit setPoint(Envelope env, int index, EnvPoint point) {
        return new ListSetEdit<>("Move point", ListRef.points(env), index, point);
    }

    /** Moves a point to another position in the list (keeping points sorted by time after a time change). */
    public static Edit movePoint(Envelope env, int from, int to) {
        return new ListMoveEdit<>("Reorder point", ListRef.points(env), from, to);
    }

    public static Edit addQuad(QuadsLayer layer, int index, Quad quad) {
        return new ListInsertEdit<>("Add quad", ListRef.quads(layer), index, quad);
    }

    public static Edit removeQuad(QuadsLayer layer, int index) {
        return new ListRemoveEdit<>("Remove quad", ListRef.quads(layer), index);
    }

    /** Changes a quad (points, colours, texture coordinates, envelopes); a drag is a stroke of these. */
    public static Edit setQuad(QuadsLayer layer, int index, Quad quad) {
        return new ListSetEdit<>("Edit quad", ListRef.quads(layer), index, quad);
    }

    /** Changes a quad's drawing order. */
    public static Edit moveQuad(QuadsLayer layer, int from, int to) {
        return new ListMoveEdit<>("Reorder quad", ListRef.quads(layer), from, to);
    }

    public static Edit addSource(SoundsLayer layer, int index, SoundSource source) {
        return new ListInsertEdit<>("Add sound source", ListRef.sources(layer), index, source);
    }

    public static Edit removeSource(SoundsLayer layer, int index) {
        return new ListRemoveEdit<>("Remove sound source", ListRef.sources(layer), index);
    }

    public static Edit setSource(SoundsLayer layer, int index, SoundSource source) {
        return new ListSetEdit<>("Edit sound source", ListRef.sources(layer), index, source);
    }

    public static Edit moveSource(SoundsLayer layer, int from, int to) {
        return new ListMoveEdit<>("Reorder sound source", ListRef.sources(layer), from, to);
    }

    /** Adds an item the decoder does not interpret, to be written back as it is. */
    public static Edit addUnknownItem(TwMap map, int index, UnknownItem item) {
        return new ListInsertEdit<>("Add kept item", ListRef.unknownItems(map), index, item);
    }

    public static Edit setUnknownItem(TwMap map, int index, UnknownItem item) {
        return new ListSetEdit<>("Change kept item", ListRef.unknownItems(map), index, item);
    }

    public static Edit removeUnknownItem(TwMap map, int index) {
        return new ListRemoveEdit<>("Remove kept item", ListRef.unknownItems(map), index);
    }

    /** Removes the kept items {@code which} selects (e.g. the UUID items a 0.7 map cannot hold), as one edit. */
    public static Edit removeUnknownItems(TwMap map, String label, java.util.function.Predicate<UnknownItem> which) {
        List<Edit> parts = new ArrayList<>();
        ListRef<UnknownItem> ref = ListRef.unknownItems(map);
        for (int i = map.unknownItems().size() - 1; i >= 0; i--) {
            if (which.test(map.unknownItems().get(i))) {
                parts.add(new ListRemoveEdit<>(label, ref, i)); // from the end, so earlier indices stay valid
            }
        }
        return new CompositeEdit(label, parts);
    }

    // ---- map info and settings

    /** Replaces the whole info (author, version, credits, license, settings). */
    public static Edit setInfo(TwMap map, MapInfo info) {
        return new SetInfoEdit("Change map info", map, info);
    }

    /** Replaces the server settings list (null: no settings item). */
    public static Edit setSettings(TwMap map, List<String> settings) {
        return new SetInfoEdit("Change settings", map, map.info().withSettings(settings));
    }

    public static Edit addSetting(TwMap map, int index, String setting) {
        List<String> s = new ArrayList<>(map.info().settingsOrEmpty());
        s.add(index, setting);
        return new SetInfoEdit("Add setting", map, map.info().withSettings(s));
    }

    public static Edit removeSetting(TwMap map, int index) {
        List<String> s = new ArrayList<>(map.info().settingsOrEmpty());
        s.remove(index);
        return new SetInfoEdit("Remove setting", map, map.info().withSettings(s));
    }

    public static Edit setSetting(TwMap map, int index, String setting) {
        List<String> s = new ArrayList<>(map.info().settingsOrEmpty());
        s.set(index, setting);
        return new SetInfoEdit("Change setting", map, map.info().withSettings(s));
    }
}

package twedit.model.media;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import twedit.model.codec.SourceForm;
import twedit.model.document.edits.Edit;
import twedit.model.document.edits.Edits;
import twedit.model.map.ImageContent;
import twedit.model.map.Layer;
import twedit.model.map.MapImage;
import twedit.model.map.MapSound;
import twedit.model.map.Props;
import twedit.model.map.TwMap;

/**
 * Builds the undoable edits of the image and sound managers after checking {@link MediaRules}: add (embedded or
 * external), embed / make external, replace keeping every user, rename, remove (users detached). A normal refusal
 * (65th image, bad name, wrong size, not Opus, ...) is a {@link MediaResult#refused} result, never an exception;
 * nothing here changes the map: apply the result's edit through {@code MapDocument.apply}. Pixel and sound arrays
 * passed in are taken over by the edit: do not change them afterwards.
 */
public final class MediaEdits {
    private MediaEdits() {}

    // ---- images

    /** Adds an embedded image at the end of the list; {@code pixels} holds width*height RGBA or RGB pixels. */
    public static MediaResult addEmbeddedImage(
            TwMap map, String name, int width, int height, MapImage.Format format, byte[] pixels) {
        String refusal = firstOf(
                imageCountRefusal(map),
                imageNameRefusal(map, name, null),
                pixelsRefusal(name, width, height, format, pixels));
        if (refusal != null) {
            return MediaResult.refused(refusal);
        }
        List<String> warnings = new ArrayList<>();
        if (!MediaRules.isTileSize(width, height)) {
            warnings.add("image '" + name + "' is " + width + "x" + height + ": only quads layers can use it (tiles"
                    + " layers need sides that are a multiple of 16)");
        }
        MapImage image = new MapImage(name, width, height, false, format, pixels);
        return MediaResult.ok(Edits.addImage(map, map.images().size(), image), warnings);
    }

    /**
     * Adds an external image (clients draw their own {@code mapres/NAME.png}); the name must be in the official
     * list for the map's form, the size is the mapres file's (0 x 0 when unknown).
     */
    public static MediaResult addExternalImage(TwMap map, String name, int width, int height, SourceForm form) {
        String refusal = firstOf(
                imageCountRefusal(map),
                imageNameRefusal(map, name, null),
                externalNameRefusal(name, form),
                width < 0 || height < 0 ? "an image cannot be " + width + "x" + height : null);
        if (refusal != null) {
            return MediaResult.refused(refusal);
        }
        return MediaResult.ok(
                Edits.addImage(map, map.images().size(), MapImage.external(name, width, height)), List.of());
    }

    /** Makes an embedded image external: only for names in the official list; its embedded pixels are dropped. */
    public static MediaResult makeExternal(TwMap map, MapImage image, SourceForm form) {
        return makeExternal(map, image, form, image.width(), image.height());
    }

    /**
     * Makes an embedded image external, recording the size of the official image the game will draw instead (the
     * data directory's file), so the map says what it really uses.
     */
    public static MediaResult makeExternal(TwMap map, MapImage image, SourceForm form, int width, int height) {
        String refusal = firstOf(
                notInMap(map.images(), image, "image"),
                image.external() ? "image '" + image.name() + "' is already external" : null,
                externalNameRefusal(image.name(), form));
        if (refusal != null) {
            return MediaResult.refused(refusal);
        }
        return MediaResult.ok(
                Edits.replaceImage(
                        image, ImageContent.external(width, height), "Make image '" + image.name() + "' external"),
                List.of());
    }

    /**
     * Embeds an external image with the pixels of its mapres file (RGBA, read by the caller from the client's data
     * directory); every layer keeps using it.
     */
    public static MediaResult embed(TwMap map, MapImage image, int width, int height, byte[] rgba) {
        String refusal = firstOf(
                notInMap(map.images(), image, "image"),
                image.external() ? null : "image '" + image.name() + "' is already embedded",
                pixelsRefusal(image.name(), width, height, MapImage.Format.RGBA, rgba));
        if (refusal != null) {
            return MediaResult.refused(refusal);
        }
        return MediaResult.ok(
                Edits.replaceImage(
                        image,
                        ImageContent.embedded(width, height, MapImage.Format.RGBA, rgba),
                        "Embed image '" + image.name() + "'"),
                warnings(MediaRules.tileSizeWarning(map, image, width, height)));
    }

    /**
     * Replaces an image's pixels keeping its name and every layer using it; an external image becomes embedded.
     * Warns when tiles layers use it and the new size is not a multiple of 16.
     */
    public static MediaResult replaceImage(
            TwMap map, MapImage image, int width, int height, MapImage.Format format, byte[] pixels) {
        String refusal = firstOf(
                notInMap(map.images(), image, "image"), pixelsRefusal(image.name(), width, height, format, pixels));
        if (refusal != null) {
            return MediaResult.refused(refusal);
        }
        List<String> warnings = warnings(MediaRules.tileSizeWarning(map, image, width, height));
        if (image.external()) {
            warnings.add("image '" + image.name() + "' was external and is now embedded");
        }
        return MediaResult.ok(
                Edits.replaceImage(image, ImageContent.embedded(width, height, format, pixels)), warnings);
    }

    /** Renames an image; an external image can only take another official name (clients find it by name). */
    public static MediaResult renameImage(TwMap map, MapImage image, String name, SourceForm form) {
        String refusal = firstOf(
                notInMap(map.images(), image, "image"),
                imageNameRefusal(map, name, image),
                image.external() && !MediaRules.isExternalImage(name, form)
                        ? "image '" + image.name()
                                + "' is external: clients find it by its name, so it can only be renamed to another official"
                                + " mapres image (embed it first)"
                        : null);
        if (refusal != null) {
            return MediaResult.refused(refusal);
        }
        return MediaResult.ok(Edits.set(image, Props.IMAGE_NAME, name), List.of());
    }

    /** Removes an image; the layers using it are detached (undo links them again). */
    public static MediaResult removeImage(TwMap map, MapImage image) {
        String refusal = notInMap(map.images(), image, "image");
        if (refusal != null) {
            return MediaResult.refused(refusal);
        }
        return MediaResult.ok(
                Edits.removeImage(map, MediaRules.indexOf(map.images(), image)),
                detachWarning(map, image, "image '" + image.name() + "'"));
    }

    // ---- sounds

    /** Adds a sound at the end of the list; {@code opus} must be an Ogg Opus file DDNet can play. */
    public static MediaResult addSound(TwMap map, String name, byte[] opus) {
        String refusal = firstOf(
                map.sounds().size() >= MediaRules.MAX_SOUNDS
                        ? "the map already has " + map.sounds().size()
                                + " sounds, the most clients load; remove one first"
                        : null,
                soundNameRefusal(map, name, null));
        if (refusal != null) {
            return MediaResult.refused(refusal);
        }
        return withOpus(name, opus, () -> Edits.addSound(map, map.sounds().size(), new MapSound(name, opus)));
    }

    /** Replaces a sound's data keeping its name and every sounds layer using it. */
    public static MediaResult replaceSound(TwMap map, MapSound sound, byte[] opus) {
        String refusal = notInMap(map.sounds(), sound, "sound");
        if (refusal != null) {
            return MediaResult.refused(refusal);
        }
        return withOpus(sound.name(), opus, () -> Edits.replaceSound(sound, opus));
    }

    /** Renames a sound. */
    public static MediaResult renameSound(TwMap map, MapSound sound, String name) {
        String refusal = firstOf(notInMap(map.sounds(), sound, "sound"), soundNameRefusal(map, name, sound));
        if (refusal != null) {
            return MediaResult.refused(refusal);
        }
        return MediaResult.ok(Edits.set(sound, Props.SOUND_NAME, name), List.of());
    }

    /** Removes a sound; the sounds layers using it are detached (undo links them again). */
    public static MediaResult removeSound(TwMap map, MapSound sound) {
        String refusal = notInMap(map.sounds(), sound, "sound");
        if (refusal != null) {
            return MediaResult.refused(refusal);
        }
        return MediaResult.ok(
                Edits.removeSound(map, MediaRules.indexOf(map.sounds(), sound)),
                detachWarning(map, sound, "sound '" + sound.name() + "'"));
    }

    /** Why {@code opus} cannot be a map sound, or null when it can (see {@link OggOpus#parse}). */
    public static String soundDataRefusal(byte[] opus) {
        try {
            OggOpus.parse(opus);
            return null;
        } catch (OggOpusException e) {
            return "not a sound DDNet can play: " + e.getMessage();
        }
    }

    // ---- helpers

    private static MediaResult withOpus(String name, byte[] opus, Supplier<Edit> maker) {
        OggOpus parsed;
        try {
            parsed = OggOpus.parse(opus);
        } catch (OggOpusException e) {
            return MediaResult.refused("not a sound DDNet can play: " + e.getMessage());
        }
        List<String> warnings = new ArrayList<>();
        if (!parsed.endOfStream()) {
            warnings.add("sound '" + name + "' has no end-of-stream mark: the file may have been cut short");
        }
        return MediaResult.ok(maker.get(), warnings);
    }

    private static String imageCountRefusal(TwMap map) {
        return map.images().size() >= MediaRules.MAX_IMAGES
                ? "the map already has " + map.images().size() + " images, the most clients load; remove one first"
                : null;
    }

    private static String imageNameRefusal(TwMap map, String name, MapImage self) {
        String problem = MediaRules.nameProblem(name);
        if (problem != null) {
            return "the image name " + quoted(name) + " " + problem;
        }
        return MediaRules.imageNameTaken(map, name, self) ? "there is already an image named '" + name + "'" : null;
    }

    private static String soundNameRefusal(TwMap map, String name, MapSound self) {
        String problem = MediaRules.nameProblem(name);
        if (problem != null) {
            return "the sound name " + quoted(name) + " " + problem;
        }
        return MediaRules.soundNameTaken(map, name, self) ? "there is already a sound named '" + name + "'" : null;
    }

    private static String quoted(String name) {
        return name == null ? "(none)" : "'" + name + "'";
    }

    private static String externalNameRefusal(String name, SourceForm form) {
        if (MediaRules.isExternalImage(name, form)) {
            return null;
        }
        boolean only07 = MediaRules.EXTERNAL_IMAGES_07_ONLY.contains(name);
        return "'" + name + "' is not an official external image"
                + (only07 ? " of DDNet maps (only 0.7 clients" + " have it)" : "")
                + ": clients would draw nothing; embed it instead";
    }

    private static String pixelsRefusal(String name, int width, int height, MapImage.Format format, byte[] pixels) {
        if (width <= 0 || height <= 0) {
            return "image '" + name + "' cannot be " + width + "x" + height;
        }
        long need = (long) width * height * (format == MapImage.Format.RGB ? 3 : 4);
        if (need > Integer.MAX_VALUE - 8) {
            return "image '" + name + "' is too large (" + width + "x" + height + ")";
        }
        if (pixels == null || pixels.length != need) {
            return "image '" + name + "': " + (pixels == null ? 0 : pixels.length) + " bytes of pixels, a " + width
                    + "x" + height + " " + format + " image needs " + need;
        }
        return null;
    }

    private static String notInMap(List<?> list, Object o, String what) {
        return MediaRules.indexOf(list, o) < 0 ? "the " + what + " is not in this map" : null;
    }

    private static List<String> detachWarning(TwMap map, Object resource, String what) {
        List<Layer> users = MediaRules.layersUsing(map, resource);
        if (users.isEmpty()) {
            return List.of();
        }
        return List.of(what + " was used by layer" + (users.size() == 1 ? " " : "s ") + MediaRules.describe(map, users)
                + ", which now use" + (users.size() == 1 ? "s" : "") + " nothing");
    }

    private static List<String> warnings(String warning) {
        List<String> out = new ArrayList<>();
        if (warning != null) {
            out.add(warning);
        }
        return out;
    }

    private static String firstOf(String... refusals) {
        for (String r : refusals) {
            if (r != null) {
                return r;
            }
        }
        return null;
    }
}

package twedit.model.size;

import twedit.model.map.MapObject;

/**
 * One part of a map and the bytes it costs in the saved file (compressed data blocks, its items and their table
 * entries).
 *
 * @param target the image, sound, layer or envelope; null for {@link SizeKind#OTHER}
 * @param name the object's name as people read it (a layer's group is part of it)
 */
public record SizeEntry(SizeKind kind, String name, MapObject target, long bytes) {}

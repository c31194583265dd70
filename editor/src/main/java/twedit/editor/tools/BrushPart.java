package twedit.editor.tools;

import twedit.model.document.edits.TileBrush;
import twedit.model.map.MapImage;
import twedit.model.map.TileKind;

/**
 * One layer's part of a brush taken from several layers at once (DDNet's brush holds a layer per selected layer):
 * its cells, the kind of layer they came from and the image they were drawn with (null: physics or not known).
 */
public record BrushPart(TileBrush brush, TileKind kind, MapImage image) {}

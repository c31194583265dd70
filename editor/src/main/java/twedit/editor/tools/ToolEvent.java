package twedit.editor.tools;

/**
 * A pointer event on the canvas in the current layer's frame: the tile under the pointer, the world position in
 * pixels, the button (1 left, 2 middle, 3 right) and modifier keys.
 */
public record ToolEvent(
        int tileX, int tileY, double worldX, double worldY, int button, boolean shift, boolean ctrl, boolean alt) {}

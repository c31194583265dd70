package twedit.editor.tools;

import java.awt.Graphics2D;
import java.awt.event.KeyEvent;

/**
 * A canvas tool: the view feeds it pointer events in tile coordinates of the current layer and lets it draw
 * feedback over the map. Tools that change the map do so through the document (strokes), never directly.
 */
public interface Tool {
    /** The tool's short name, e.g. "Brush". */
    String name();

    default void press(ToolEvent e) {}

    default void drag(ToolEvent e) {}

    default void release(ToolEvent e) {}

    default void move(ToolEvent e) {}

    /** The mouse left the map (no button held): what follows it, such as the brush outline, goes. */
    default void exit() {}

    /** A key press while the canvas has focus; true when the tool used it. */
    default boolean key(KeyEvent e) {
        return false;
    }

    /** Draws the tool's feedback (brush preview, rectangle) over the map. */
    default void paintOverlay(Graphics2D g, OverlayCanvas canvas) {}

    /** Abandons what the tool is doing (Esc, layer switch): an open stroke is cancelled. */
    default void cancel() {}

    /**
     * What the mouse buttons and modifier keys do with this tool right now, for the status bar; empty when the tool
     * has nothing to say.
     */
    default String hint() {
        return "";
    }

    /** Whether the tool is in the middle of a gesture. */
    default boolean busy() {
        return false;
    }
}

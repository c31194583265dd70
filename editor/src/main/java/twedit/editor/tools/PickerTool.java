package twedit.editor.tools;

/**
 * Eyedropper: a left click takes the tile under the mouse as a one-tile brush, a left-drag the rectangle, and the
 * brush tool takes over. The picking itself is the grab every tool shares ({@link TileGestures}).
 */
final class PickerTool implements Tool {
    @Override
    public String name() {
        return "Picker";
    }
}

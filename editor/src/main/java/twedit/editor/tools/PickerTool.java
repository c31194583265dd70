package twedit.editor.tools;

import twedit.editor.state.Workspace;
import twedit.model.document.edits.TileBrush;
import twedit.model.map.TileLayer;

/** Eyedropper: a click takes the tile under the mouse as a one-tile brush and returns to the brush tool. */
final class PickerTool implements Tool {
    private final Workspace ws;
    private final ToolBox box;

    PickerTool(Workspace ws, ToolBox box) {
        this.ws = ws;
        this.box = box;
    }

    @Override
    public String name() {
        return "Picker";
    }

    @Override
    public void press(ToolEvent e) {
        TileLayer l = ws.currentTileLayer();
        if (l == null || e.button() != 1 || !l.grid().contains(e.tileX(), e.tileY())) {
            return;
        }
        box.setBrush(TileBrush.copyOf(l, e.tileX(), e.tileY(), 1, 1), l.kind());
        box.activate(ToolBox.Id.BRUSH);
    }
}

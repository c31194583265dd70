package twedit.editor.app;

import java.util.EnumMap;
import java.util.Map;
import javax.swing.JComponent;
import javax.swing.KeyStroke;
import twedit.editor.tools.ToolBox;

/** The window's file, view and tool actions, with their icons and shortcuts. */
final class WindowActions {
    final Act newMap;
    final Act open;
    final Act save;
    final Act saveAs;
    final Act dataDir;
    final Act exit;
    final Act zoomIn;
    final Act zoomOut;
    final Act fit;
    final Act picker;
    final Act flipX;
    final Act flipY;
    final Act rotate;
    private final Map<ToolBox.Id, Act> tools = new EnumMap<>(ToolBox.Id.class);

    WindowActions(EditorWindow w) {
        FileController f = w.files();
        newMap = new Act("New", "new", "ctrl N", "New map (Ctrl+N)", f::newMap);
        open = new Act("Open...", "open", "ctrl O", "Open a map (Ctrl+O)", f::open);
        save = new Act("Save", "save", "ctrl S", "Save (Ctrl+S)", () -> f.save(null));
        saveAs = new Act("Save As...", null, "ctrl shift S", "Save under another name or format", () -> f.saveAs(null));
        dataDir =
                new Act("DDNet Data Directory...", null, null, "Where external images are read from", w::chooseDataDir);
        exit = new Act("Exit", null, "ctrl Q", null, w::close);
        zoomIn = new Act("Zoom In", "zoom-in", "ctrl EQUALS", "Zoom in", () -> w.zoom(1.25));
        zoomOut = new Act("Zoom Out", "zoom-out", "ctrl MINUS", "Zoom out", () -> w.zoom(0.8));
        fit = new Act(
                "Fit Map", null, "ctrl 0", "Show the whole map", () -> w.view().fitMap());
        picker = new Act(
                "Tile Picker (Space)", "layers", null, "Show the tile picker over the map (Space)", w::togglePicker);
        ToolBox box = w.tools();
        tool(ToolBox.Id.BRUSH, "Brush", "brush", "B", box);
        tool(ToolBox.Id.ERASER, "Eraser", "eraser", "E", box);
        tool(ToolBox.Id.RECT_FILL, "Rectangle Fill", "rect-fill", "T", box);
        tool(ToolBox.Id.BUCKET, "Bucket Fill", "fill", "K", box);
        tool(ToolBox.Id.SELECT, "Select", "select", "S", box);
        tool(ToolBox.Id.PICKER, "Pick Tile", "picker", "I", box);
        flipX = new Act("Flip Brush X (N)", null, null, "Mirror the brush horizontally (N)", box::flipX);
        flipY = new Act("Flip Brush Y (M)", null, null, "Mirror the brush vertically (M)", box::flipY);
        rotate = new Act("Rotate Brush (R)", null, null, "Rotate the brush 90 degrees clockwise (R)", box::rotate);
        // single-key shortcuts work on the map only, so they never fire while typing in a field
        JComponent view = w.view();
        for (Map.Entry<ToolBox.Id, Act> e : tools.entrySet()) {
            String key = (String) e.getValue().getValue("twedit.key");
            view.getInputMap(JComponent.WHEN_FOCUSED).put(KeyStroke.getKeyStroke(key), "tool." + key);
            view.getActionMap().put("tool." + key, e.getValue());
        }
        view.getInputMap(JComponent.WHEN_FOCUSED).put(KeyStroke.getKeyStroke("DELETE"), "delete");
        view.getActionMap().put("delete", w.edits().delete);
        view.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW).put(KeyStroke.getKeyStroke("ctrl shift Z"), "redo");
        view.getActionMap().put("redo", w.edits().redo);
    }

    private void tool(ToolBox.Id id, String name, String icon, String key, ToolBox box) {
        Act a = new Act(name + " (" + key + ")", icon, null, name + " (" + key + ")", () -> box.activate(id));
        a.putValue("twedit.key", key);
        tools.put(id, a);
    }

    Act tool(ToolBox.Id id) {
        return tools.get(id);
    }
}

package twedit.editor.app;

import java.util.EnumMap;
import java.util.Map;
import javax.swing.JComponent;
import twedit.editor.keys.PlatformKeys;
import twedit.editor.tools.ToolBox;

/**
 * The window's file, view and tool actions, with their icons and shortcuts. The single-key shortcuts follow DDNet's
 * editor (N/M flip, R/T rotate counter-clockwise/clockwise, W/A/S/D pan, Space picker) and leave those keys alone:
 * B brush, E eraser, U rectangle fill, F bucket fill, Q select, I picker, Y magic wand. Every shortcut is the accelerator of an
 * action in the menu bar, so the shortcut sheet, the command palette and rebinding all see it.
 */
final class WindowActions {
    final Act newMap;
    final Act open;
    final Act save;
    final Act saveAs;
    final Act saveCopyAs;
    final Act closeTab;
    final Act nextTab;
    final Act previousTab;
    final Act dataDir;
    final Act exit;
    final Act zoomIn;
    final Act zoomOut;
    final Act fit;
    final Act picker;
    final Act flipX;
    final Act flipY;
    final Act rotateCcw;
    final Act rotateCw;
    final Act destructive;
    /** Redo's second key, beside the menu's Ctrl+Y (DDNet and most editors take both), written with Ctrl. */
    static final String REDO_KEY = "ctrl shift Z";

    private final Map<ToolBox.Id, Act> tools = new EnumMap<>(ToolBox.Id.class);

    WindowActions(EditorWindow w) {
        FileController f = w.files();
        newMap = new Act("New", "new", "ctrl N", "New map", f::newMap);
        open = new Act("Open...", "open", "ctrl O", "Open a map", f::open);
        save = new Act("Save", "save", "ctrl S", "Save", () -> f.save(null));
        saveAs = new Act("Save As...", null, "ctrl shift S", "Save under another name or format", () -> f.saveAs(null));
        saveCopyAs = new Act(
                "Save Copy As...",
                null,
                "ctrl shift alt S",
                "Write a copy of the map to another file and keep editing this one",
                f::saveCopyAs);
        closeTab = new Act(
                "Close Tab",
                null,
                "ctrl W",
                "Close the shown map's tab (asks first about unsaved changes)",
                () -> f.close(w.workspace().current()));
        nextTab = new Act("Next Tab", null, "ctrl PAGE_DOWN", "Show the next open map", () -> w.stepTab(1));
        previousTab = new Act("Previous Tab", null, "ctrl PAGE_UP", "Show the previous open map", () -> w.stepTab(-1));
        dataDir =
                new Act("DDNet Data Directory...", null, null, "Where external images are read from", w::chooseDataDir);
        // Ctrl+Q adds a quad as in DDNet's editor, so quitting takes Shift too
        exit = new Act("Exit", null, "ctrl shift Q", null, w::close);
        zoomIn = new Act("Zoom In", "zoom-in", "ctrl EQUALS", "Zoom in", () -> w.zoom(1.25));
        zoomOut = new Act("Zoom Out", "zoom-out", "ctrl MINUS", "Zoom out", () -> w.zoom(0.8));
        fit = new Act(
                "Fit Map", null, "ctrl 0", "Show the whole map", () -> w.view().fitMap());
        picker = new Act(
                "Tile Picker",
                "layers",
                "ctrl SPACE",
                "Show the tile picker over the map (or tap Space on the map)",
                w::togglePicker);
        ToolBox box = w.tools();
        tool(ToolBox.Id.BRUSH, "Brush", "brush", "B", box);
        tool(ToolBox.Id.ERASER, "Eraser", "eraser", "E", box);
        tool(ToolBox.Id.RECT_FILL, "Rectangle Fill", "rect-fill", "U", box);
        tool(ToolBox.Id.BUCKET, "Bucket Fill", "fill", "F", box);
        tool(ToolBox.Id.SELECT, "Select", "select", "Q", box);
        tool(ToolBox.Id.PICKER, "Pick Tile", "picker", "I", box);
        tool(ToolBox.Id.WAND, "Magic Wand", "wand", "Y", box);
        flipX = new Act("Flip Brush X", null, "N", "Mirror the brush horizontally", box::flipX);
        flipY = new Act("Flip Brush Y", null, "M", "Mirror the brush vertically", box::flipY);
        rotateCcw = new Act(
                "Rotate Brush Left",
                null,
                "R",
                "Rotate the brush 90 degrees counter-clockwise",
                box::rotateCounterClockwise);
        rotateCw =
                new Act("Rotate Brush Right", null, "T", "Rotate the brush 90 degrees clockwise", box::rotateClockwise);
        destructive = new Act(
                "Destructive Brush",
                null,
                "ctrl D",
                "Switch the brush between replacing the map's tiles and painting only empty cells (DDNet's Ctrl+D)",
                () -> box.setDestructive(!box.destructive()));
        // a second key for redo, bound on the window like the menu's accelerators (Cmd+Shift+Z on macOS, as theirs)
        JComponent root = w.getRootPane();
        root.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW)
                .put(PlatformKeys.current().menu(REDO_KEY), "redo");
        root.getActionMap().put("redo", w.edits().redo);
    }

    private void tool(ToolBox.Id id, String name, String icon, String key, ToolBox box) {
        tools.put(id, new Act(name, icon, key, name, () -> box.activate(id)));
    }

    Act tool(ToolBox.Id id) {
        return tools.get(id);
    }
}

package twedit.editor.feature;

import twedit.editor.files.FileStep;
import twedit.editor.files.MapFormat;

/** Where a feature puts what it adds to the window; the window places it in the order the features contribute. */
public interface Contributions {
    /** A side or bottom panel. */
    void panel(Panel panel);

    /** A palette the Tiles tab shows instead of the tile picker for some layers. */
    void tilePalette(TilePalette palette);

    /** An item at the end of one of the menus. */
    void menuItem(MenuItem item);

    /** Items of the layer and group context menus (and the Properties panel). */
    void layerMenu(LayerMenu menu);

    /** A tool that edits some layers in place of the tile tools. */
    void layerTool(LayerTool tool);

    /** A file format the window opens and saves. */
    void format(MapFormat format);

    /** A step every open and save goes through. */
    void fileStep(FileStep step);

    /** Runs once the window is on screen (not for windows built for tests or start-up training). */
    void whenShown(Runnable action);

    /** Runs when the window closes for good (after the unsaved-changes prompt). */
    void onClose(Runnable action);

    /**
     * Asked before the window closes for good, before the maps' unsaved-changes prompts: a feature with unsaved work of
     * its own (a rules file being edited) asks about it here; false keeps the window open.
     */
    void beforeClose(java.util.function.BooleanSupplier mayClose);

    /**
     * Runs once the window's menu bar is built, with it: for features that work on every menu action (the shortcut
     * sheet, the command palette, rebinding), whoever contributed it.
     */
    void menuBar(java.util.function.Consumer<javax.swing.JMenuBar> action);
}

package twedit.editor.app;

import java.awt.Color;
import java.awt.Component;
import java.util.function.Consumer;
import javax.swing.BorderFactory;
import javax.swing.JLayeredPane;
import twedit.editor.panels.TilePickerPanel;
import twedit.editor.state.OpenMap;
import twedit.editor.state.Workspace;
import twedit.editor.state.WorkspaceListener;
import twedit.editor.view.MapView;

/**
 * The map view with the full tile picker layered over it, as in DDNet's editor ({@code UpdateBrushPicker}): shown while
 * Space is held, toggled by Ctrl+Space (a press of Space ends the toggle), closed by Esc, a pick or a tab switch. Over
 * a layer without tiles it stays hidden and the status bar says why, rather than covering the map with an empty box.
 */
final class MapArea extends JLayeredPane {
    static final String NEEDS_TILES = "The tile picker needs a tiles layer: select one in the layer tree";

    private final MapView view;
    private final TilePickerPanel picker;
    private final Workspace ws;
    private final Consumer<String> note;
    private boolean held;
    private boolean toggled;

    MapArea(MapView view, TilePickerPanel picker, Workspace ws, Consumer<String> note) {
        this.view = view;
        this.picker = picker;
        this.ws = ws;
        this.note = note;
        picker.setVisible(false);
        picker.setBorder(BorderFactory.createLineBorder(new Color(0, 0, 0, 120), 2));
        picker.setOnPicked(() -> showPicker(false));
        add(view, DEFAULT_LAYER);
        add(picker, PALETTE_LAYER);
        view.setPickerKeys(new MapView.PickerKeys() {
            @Override
            public void spaceHeld(boolean down) {
                held = down;
                // DDNet: holding Space ends a Ctrl+Space toggle, so the release closes the picker
                toggled = false;
                update(down);
            }

            @Override
            public boolean escape() {
                if (!picker.isVisible()) {
                    return false;
                }
                showPicker(false);
                return true;
            }
        });
        ws.addListener(new WorkspaceListener() {
            @Override
            public void leaving(OpenMap m) {
                showPicker(false);
            }

            @Override
            public void documentReplaced() {
                showPicker(false);
            }

            @Override
            public void selectionChanged() {
                if (picker.isVisible() && ws.currentTileLayer() == null) {
                    showPicker(false);
                }
            }
        });
    }

    /** Ctrl+Space: toggles the picker until the next toggle, Esc, pick or Space. */
    void togglePicker() {
        toggled = !picker.isVisible();
        held = false;
        update(toggled);
    }

    private void update(boolean noteIfNone) {
        boolean want = held || toggled;
        if (want && ws.currentTileLayer() == null) {
            want = false;
            if (noteIfNone) {
                note.accept(NEEDS_TILES);
            }
        }
        setShown(want);
    }

    /** Shows or hides the picker; hiding also ends a hold or toggle (a pick, Esc, a tab switch). */
    void showPicker(boolean show) {
        if (!show) {
            toggled = false;
            held = false;
        }
        setShown(show);
    }

    private void setShown(boolean show) {
        if (picker.isVisible() == show) {
            return;
        }
        picker.setVisible(show);
        if (!show) {
            view.requestFocusInWindow();
        }
        repaint();
    }

    boolean pickerShown() {
        return picker.isVisible();
    }

    TilePickerPanel picker() {
        return picker;
    }

    @Override
    public void doLayout() {
        view.setBounds(0, 0, getWidth(), getHeight());
        int side = Math.min(getWidth(), getHeight()) - 40;
        picker.setBounds((getWidth() - side) / 2, (getHeight() - side) / 2, side, side);
    }

    @Override
    public java.awt.Dimension getPreferredSize() {
        return view.getPreferredSize();
    }

    @Override
    public java.awt.Dimension getMinimumSize() {
        // a container without a layout manager reports its current size as its minimum, which made the envelope
        // split below the map fall wherever the map happened to be when it was first laid out
        return new java.awt.Dimension(200, 150);
    }

    Component view() {
        return view;
    }
}

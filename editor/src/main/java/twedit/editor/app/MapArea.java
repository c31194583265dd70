package twedit.editor.app;

import java.awt.Color;
import java.awt.Component;
import javax.swing.BorderFactory;
import javax.swing.JLayeredPane;
import twedit.editor.panels.TilePickerPanel;
import twedit.editor.view.MapView;

/** The map view with the full tile picker layered over it, shown and hidden with Space as in DDNet's editor. */
final class MapArea extends JLayeredPane {
    private final MapView view;
    private final TilePickerPanel picker;

    MapArea(MapView view, TilePickerPanel picker) {
        this.view = view;
        this.picker = picker;
        picker.setVisible(false);
        picker.setBorder(BorderFactory.createLineBorder(new Color(0, 0, 0, 120), 2));
        picker.setOnPicked(() -> showPicker(false));
        add(view, DEFAULT_LAYER);
        add(picker, PALETTE_LAYER);
        view.setSpaceTap(() -> showPicker(!picker.isVisible()));
    }

    void showPicker(boolean show) {
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

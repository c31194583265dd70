package twedit.editor.driftline;

import java.awt.Component;
import java.nio.file.Path;
import twedit.editor.ui.FileChoosers;

/** Asks the user for a tileset PNG that was not found next to a map (tests inject their answer). */
@FunctionalInterface
public interface TilesetChooser {
    /**
     * The PNG to use for tileset {@code name} of {@code mapFile}, or null to edit without it.
     *
     * @param parent the window to centre a dialog on
     */
    Path choose(Component parent, String name, Path mapFile);

    /** The dialog's title (tests find it by this). */
    String TITLE = "Choose the tileset";

    /**
     * A file chooser for PNG files starting in the last tileset folder used, else the map's folder; its short title
     * and a note beside the files say which tileset is missing, where it was looked for and what Cancel does.
     */
    static TilesetChooser swing(FileChoosers choosers) {
        return (parent, name, mapFile) -> {
            javax.swing.JFileChooser ch = choosers.create(
                    FileChoosers.Kind.TILESETS, TITLE, mapFile.toAbsolutePath().getParent());
            ch.setFileFilter(new javax.swing.filechooser.FileNameExtensionFilter("PNG images (*.png)", "png"));
            ch.setAccessory(note(name, mapFile));
            ch.setApproveButtonText("Use Tileset");
            if (ch.showOpenDialog(parent) != javax.swing.JFileChooser.APPROVE_OPTION) {
                return null;
            }
            choosers.remember(FileChoosers.Kind.TILESETS, ch);
            return ch.getSelectedFile().toPath();
        };
    }

    /** The explanation shown beside the files. */
    static javax.swing.JComponent note(String name, Path mapFile) {
        String text = mapFile.getFileName() + " draws its tiles from the tileset \"" + name + "\", but " + name
                + ".png is not next to the map nor in a tilesets folder beside it or one level up.\n\nChoose the"
                + " PNG to draw the tiles with. Cancel opens the map with numbered cells instead; the map is the same"
                + " either way.";
        javax.swing.JLabel label = new javax.swing.JLabel(
                "<html><body style='width: 170px'>" + twedit.editor.ui.Html.lines(text) + "</body></html>");
        label.setName("tilesetNote");
        label.setVerticalAlignment(javax.swing.SwingConstants.TOP);
        label.setBorder(javax.swing.BorderFactory.createEmptyBorder(0, 10, 0, 4));
        return label;
    }
}

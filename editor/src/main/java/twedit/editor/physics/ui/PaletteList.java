package twedit.editor.physics.ui;

import java.awt.Color;
import java.awt.Component;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import javax.swing.DefaultListCellRenderer;
import javax.swing.DefaultListModel;
import javax.swing.ImageIcon;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.ListSelectionModel;
import twedit.editor.ui.Html;
import twedit.model.map.TileKind;
import twedit.model.tiles.DdnetTile;
import twedit.model.tiles.DdnetTiles;
import twedit.model.tiles.Overlay;

/**
 * The list of tiles valid on one physics layer kind (from the tile table {@link DdnetTiles}), each with its overlay
 * art, DDNet name and id, filtered by a search text that matches the name, short name, category or id.
 */
final class PaletteList extends JList<DdnetTile> {
    static final int ICON = 32;

    private final Function<TileKind, BufferedImage> atlas;
    private final Map<TileKind, Map<Integer, ImageIcon>> icons = new EnumMap<>(TileKind.class);
    private final DefaultListModel<DdnetTile> model = new DefaultListModel<>();
    private final Map<TileKind, BufferedImage> iconSources = new EnumMap<>(TileKind.class);
    private java.util.function.Supplier<twedit.model.tiles.EntitiesGameType> gameType =
            () -> twedit.model.tiles.EntitiesGameType.NONE;
    private TileKind kind;

    /** The game type of the chosen entities image: the rows' tooltips say what each tile does for it. */
    void setGameType(java.util.function.Supplier<twedit.model.tiles.EntitiesGameType> type) {
        gameType = type;
    }

    PaletteList(Function<TileKind, BufferedImage> atlas) {
        this.atlas = atlas;
        setModel(model);
        setName("paletteList");
        setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        setCellRenderer(new Renderer());
        setVisibleRowCount(8);
        // the rows' own tooltips (the renderer's), for a name longer than the panel is wide
        javax.swing.ToolTipManager.sharedInstance().registerComponent(this);
    }

    TileKind kind() {
        return kind;
    }

    /** Shows the tiles of a kind matching {@code query} (all when blank). */
    void show(TileKind k, String query) {
        kind = k;
        List<DdnetTile> all = k == null ? List.of() : DdnetTiles.on(k);
        String q = query == null ? "" : query.trim().toLowerCase(Locale.ROOT);
        List<DdnetTile> shown = new ArrayList<>();
        for (DdnetTile t : all) {
            if (q.isEmpty()
                    || t.name().toLowerCase(Locale.ROOT).contains(q)
                    || t.shortName().contains(q)
                    || t.category().label().contains(q)
                    || Integer.toString(t.id()).equals(q)) {
                shown.add(t);
            }
        }
        model.clear();
        model.addAll(shown);
    }

    /** Selects tile {@code id} if it is listed, without scrolling away from it. */
    void selectId(int id) {
        for (int i = 0; i < model.size(); i++) {
            if (model.get(i).id() == id) {
                setSelectedIndex(i);
                ensureIndexIsVisible(i);
                return;
            }
        }
        clearSelection();
    }

    /** The list index of tile {@code id}, or -1. */
    int indexOfId(int id) {
        for (int i = 0; i < model.size(); i++) {
            if (model.get(i).id() == id) {
                return i;
            }
        }
        return -1;
    }

    /** The overlay art of tile {@code id} of a kind, 32 pixels square. */
    ImageIcon icon(TileKind k, int id) {
        BufferedImage now = atlas.apply(k);
        if (iconSources.get(k) != now) {
            // another entities image was chosen: the icons cut from the old one go
            icons.remove(k);
            iconSources.put(k, now);
        }
        return icons.computeIfAbsent(k, x -> new HashMap<>()).computeIfAbsent(id, i -> {
            BufferedImage src = atlas.apply(k);
            BufferedImage out = new BufferedImage(ICON, ICON, BufferedImage.TYPE_INT_ARGB);
            Graphics2D g = out.createGraphics();
            g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setColor(new Color(0x3C4048));
            g.fillRoundRect(0, 0, ICON, ICON, 6, 6);
            if (src != null) {
                int cell = src.getWidth() / DdnetTiles.ATLAS_COLUMNS;
                Overlay o = DdnetTiles.overlay(k, i);
                g.drawImage(
                        src,
                        0,
                        0,
                        ICON,
                        ICON,
                        o.column() * cell,
                        o.row() * cell,
                        o.column() * cell + cell,
                        o.row() * cell + cell,
                        null);
            }
            g.dispose();
            return new ImageIcon(out);
        });
    }

    /** Draws one row: art, name, and below it the id and category in a quieter colour; the tooltip says it all. */
    private final class Renderer extends DefaultListCellRenderer {
        @Override
        public Component getListCellRendererComponent(
                JList<?> list, Object value, int index, boolean selected, boolean focus) {
            JLabel l = (JLabel) super.getListCellRendererComponent(list, value, index, selected, focus);
            DdnetTile t = (DdnetTile) value;
            l.setIcon(icon(kind, t.id()));
            l.setIconTextGap(8);
            String dim = selected ? "" : " color='#8A8F98'";
            // the id and category on a line of their own beside the 32-pixel art: a narrow panel cuts no row
            l.setText("<html>" + Html.esc(t.name()) + "<br><font" + dim + ">" + t.id() + " \u00b7 "
                    + t.category().label() + "</font></html>");
            String tip = t.name() + " (" + t.id() + ", " + t.category().label() + ")";
            java.util.Optional<String> why = twedit.model.tiles.TileExplanations.explain(gameType.get(), t.id(), kind);
            l.setToolTipText(
                    why.isEmpty()
                            ? tip
                            : "<html><b>" + Html.esc(tip) + "</b><div style='width:260px'>" + Html.esc(why.get())
                                    + "</div></html>");
            l.setBorder(javax.swing.BorderFactory.createEmptyBorder(2, 4, 2, 4));
            return l;
        }
    }
}

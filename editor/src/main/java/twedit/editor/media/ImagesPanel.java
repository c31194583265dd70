package twedit.editor.media;

import static twedit.editor.ui.Buttons.named;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Component;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import javax.swing.BorderFactory;
import javax.swing.ImageIcon;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.ListCellRenderer;
import net.miginfocom.swing.MigLayout;
import twedit.editor.state.Workspace;
import twedit.editor.ui.Html;
import twedit.editor.view.ImageStore;
import twedit.model.map.Layer;
import twedit.model.map.MapImage;
import twedit.model.map.TwMap;
import twedit.model.media.MediaRules;

/**
 * The image manager: thumbnails of the map's images with name, size, embedded or external and the layers using
 * each, and buttons to add (PNG or official external), replace, rename, embed/make external, export and remove.
 */
public final class ImagesPanel extends MediaListPanel<MapImage> {
    private static final int THUMB = 48;
    private final ImageStore store;
    private final ImageCommands commands;
    private final ExternalImages externals;
    private final Map<BufferedImage, ImageIcon> thumbs = new WeakHashMap<>();
    /** The official images' real sizes by name, read again whenever the list is refreshed. */
    private final Map<String, java.util.Optional<java.awt.Dimension>> sizes = new java.util.HashMap<>();

    private final JButton replace = named(
            "Replace\u2026",
            "image.replace",
            "Replace the pixels with a PNG file;" + " every layer keeps using the image",
            this::replaceSelected);
    private final JButton rename = named("Rename\u2026", "image.rename", "Rename the image", this::renameSelected);
    private final JButton toggle = named(
            "Embed",
            "image.toggle",
            "Embed an external image or make an embedded" + " official one external",
            this::toggleSelected);
    private final JButton export =
            named("Export\u2026", "image.export", "Write the image as a PNG file", this::exportSelected);
    private final JButton remove = named(
            "Remove",
            "image.remove",
            "Remove the image; the layers using it are" + " detached (undo links them again)",
            this::removeSelected);

    public ImagesPanel(Workspace ws, ImageStore store, ExternalImages externals, MediaPrompts prompts) {
        this(ws, store, externals, prompts, new ImageCommands(ws, externals));
    }

    private ImagesPanel(
            Workspace ws, ImageStore store, ExternalImages externals, MediaPrompts prompts, ImageCommands commands) {
        super(ws, prompts, commands, TwMap::images, "image", new Words("image", "a PNG", "png"));
        this.store = store;
        this.externals = externals;
        this.commands = commands;
        list.setCellRenderer(new Renderer());
        javax.swing.ToolTipManager.sharedInstance().registerComponent(list);
        JPanel south = new JPanel(
                new MigLayout("wrap 2, insets 4, gap 4 4, fillx", "[fill, grow, 0::][fill, grow," + " 0::]"));
        south.add(named(
                "Add PNG\u2026", "image.addPng", "Embed a PNG file (any colour type, stored as RGBA)", this::addPng));
        south.add(named(
                "Add External\u2026",
                "image.addExternal",
                "Use one of the official images every client" + " has",
                this::addExternal));
        south.add(replace);
        south.add(rename);
        south.add(toggle);
        south.add(export);
        south.add(remove, "span 2");
        south.add(status, "span 2, wmin 0");
        add(south, BorderLayout.SOUTH);
        refresh();
    }

    @Override
    void updateButtons() {
        sizes.clear(); // the list was refreshed: the data directory may be another one now
        MapImage img = list.getSelectedValue();
        boolean any = img != null;
        replace.setEnabled(any);
        rename.setEnabled(any);
        export.setEnabled(any);
        remove.setEnabled(any);
        toggle.setEnabled(any && commands.canToggle(img));
        toggle.setText(any && !img.external() ? "Make External" : "Embed");
    }

    private void addPng() {
        String full = commands.cannotAdd();
        if (full != null) {
            show("Add image", Outcome.failed(full));
            return;
        }
        Path f = prompts.openFile("Add an image (PNG)", "png");
        if (f != null) {
            selectLastAfter(show("Add image", commands.addPng(f)));
        }
    }

    private void addExternal() {
        String full = commands.cannotAdd();
        if (full != null) {
            show("Add image", Outcome.failed(full));
            return;
        }
        List<String> names = MediaRules.externalImages(ws.form()).stream()
                .filter(n -> ws.map().images().stream().noneMatch(i -> n.equals(i.name())))
                .toList();
        String name = prompts.chooseExternal(names, externals);
        if (name != null) {
            selectLastAfter(show("Add external image", commands.addExternal(name)));
        }
    }

    private void toggleSelected() {
        MapImage img = list.getSelectedValue();
        if (img == null) {
            return;
        }
        if (!img.external() && !externalAllowed(img)) {
            status.setText("Nothing changed: '" + img.name() + "' stays embedded");
            return;
        }
        show(img.external() ? "Embed image" : "Make image external", commands.toggleExternal(img));
    }

    /**
     * Asks before making an image external whose pixels are not the official image's of that name (the game would
     * draw the official one): both are shown; true when the pixels are the same or the user agrees.
     */
    private boolean externalAllowed(MapImage img) {
        ImageCommands.ExternalSwap swap = commands.externalSwap(img);
        if (!swap.differs()) {
            return true;
        }
        String title = "Make image external";
        String name = img.name();
        java.awt.image.BufferedImage now = store.image(img);
        if (swap.official() == null) {
            return prompts.confirmPixels(
                    title,
                    "An external image has no pixels in the map: every client draws its own mapres/" + name
                            + ".png. This map's " + img.width() + "\u00d7" + img.height() + " pixels cannot be"
                            + " compared with it (" + swap.unreadable() + ") and are dropped.\n\nMake it"
                            + " external anyway?",
                    now,
                    null,
                    "Make External");
        }
        return prompts.confirmPixels(
                title,
                differs(img.name(), swap.official().width(), swap.official().height(), img.width(), img.height()),
                now,
                ExternalImages.toImage(swap.official()),
                "Make External");
    }

    /** The question when the official image of {@code name} is not the embedded one. */
    static String differs(String name, int officialWidth, int officialHeight, int width, int height) {
        return "The official mapres/" + name + ".png (" + officialWidth + "\u00d7" + officialHeight + ") is not the"
                + " image in this map (" + width + "\u00d7" + height + "). Made external, the map shows the official"
                + " image and this map's pixels are dropped (undo brings them back).\n\nMake it external anyway? To"
                + " keep these pixels, rename the image first.";
    }

    private void selectLastAfter(Outcome o) {
        if (o.changed() && !model.isEmpty()) {
            list.setSelectedIndex(model.size() - 1);
            list.ensureIndexIsVisible(model.size() - 1);
        }
    }

    private ImageIcon thumb(MapImage img) {
        BufferedImage full = store.image(img);
        return thumbs.computeIfAbsent(full, f -> {
            double s = Math.min((double) THUMB / f.getWidth(), (double) THUMB / f.getHeight());
            int w = Math.max(1, (int) Math.round(f.getWidth() * s));
            int h = Math.max(1, (int) Math.round(f.getHeight() * s));
            BufferedImage t = new BufferedImage(THUMB, THUMB, BufferedImage.TYPE_INT_ARGB);
            Graphics2D g = t.createGraphics();
            g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
            g.setColor(new Color(128, 128, 128, 60));
            g.fillRect(0, 0, THUMB, THUMB);
            g.drawImage(f, (THUMB - w) / 2, (THUMB - h) / 2, w, h, null);
            g.dispose();
            return new ImageIcon(t);
        });
    }

    /** One image: thumbnail, name, size and kind, users (a warning when tiles layers cannot use it). */
    private final class Renderer extends JPanel implements ListCellRenderer<MapImage> {
        private final JLabel icon = new JLabel();
        private final JLabel text = new JLabel();

        Renderer() {
            super(new BorderLayout(6, 0));
            setBorder(BorderFactory.createEmptyBorder(3, 4, 3, 4));
            add(icon, BorderLayout.WEST);
            add(text, BorderLayout.CENTER);
        }

        @Override
        public Component getListCellRendererComponent(
                JList<? extends MapImage> l, MapImage img, int index, boolean selected, boolean focus) {
            icon.setIcon(thumb(img));
            List<Layer> users = MediaRules.layersUsing(ws.map(), img);
            boolean badTiles = !MediaRules.isTileSize(img.width(), img.height())
                    && !MediaRules.tileLayersUsing(ws.map(), img).isEmpty();
            String kind =
                    img.external() ? "external" : "embedded" + (img.format() == MapImage.Format.RGB ? " RGB" : "");
            // an external image shows what the game draws: the data directory's file, whatever size the map records
            java.awt.Dimension real = img.external()
                    ? sizes.computeIfAbsent(img.name(), n -> externals.size(n, ws.form()))
                            .orElse(null)
                    : new java.awt.Dimension(img.width(), img.height());
            String size = real == null
                    ? img.width() + "\u00d7" + img.height() + " (not in the data directory)"
                    : real.width + "\u00d7" + real.height;
            String all = users.isEmpty() ? "unused" : "used by " + MediaRules.describe(ws.map(), users);
            String use = users.size() > 1 ? "used by " + users.size() + " layers" : all;
            text.setText(wrapped(
                    "<b>" + Html.esc(img.name()) + "</b><br>" + size + ", " + kind
                            + "<br><span style='font-size:90%'>"
                            + (badTiles ? "<font color='#e0a030'>\u26a0 not a" + " multiple of 16: </font>" : "")
                            + Html.esc(use) + "</span>",
                    THUMB + 24));
            setBackground(selected ? l.getSelectionBackground() : l.getBackground());
            text.setForeground(selected ? l.getSelectionForeground() : l.getForeground());
            setToolTipText(badTiles ? MediaRules.tileSizeWarning(ws.map(), img, img.width(), img.height()) : all);
            setOpaque(true);
            return this;
        }
    }
}

package twedit.editor.panels;

import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JColorChooser;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JSpinner;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edits;
import twedit.model.document.edits.TileOps;
import twedit.model.map.Layer;
import twedit.model.map.MapImage;
import twedit.model.map.Props;
import twedit.model.map.TileLayer;
import twedit.model.tiles.TileOpacity;

/**
 * What several selected tile layers have in common (DDNet's common properties): detail, size, image and colour. A
 * field shows the shared value, or "(mixed)"; a change sets it on every layer it applies to as one undo step
 * (physics layers take the size only).
 */
final class SeveralLayersForm extends Form {
    private static final String MIXED = "(mixed)";
    private final MapDocument doc;
    private final List<TileLayer> layers;
    private final TileOpacity opacity;
    private final JCheckBox detail;
    private final JSpinner width = plainSpinner("layersWidth", 1, 100000);
    private final JSpinner height = plainSpinner("layersHeight", 1, 100000);
    private final JComboBox<Object> image = new JComboBox<>();
    private final JButton color = new JButton();
    private final JSpinner alpha;

    SeveralLayersForm(MapDocument doc, List<TileLayer> layers, TileOpacity opacity) {
        this.doc = doc;
        this.layers = List.copyOf(layers);
        this.opacity = opacity;
        add(new JLabel(layers.size() + " layers selected"), "span 2");
        detail = check(
                "Detail layers",
                "layersDetail",
                v -> all("Set detail of", l -> {
                    if (l.detail() != v) {
                        doc.apply(Edits.set((Layer) l, Props.LAYER_DETAIL, v));
                    }
                }));
        JButton resize = new JButton("Resize all");
        resize.setName("layersResize");
        resize.addActionListener(e -> resize());
        image.setName("layersImage");
        image.setRenderer(new NamedRenderer("(none)"));
        image.addActionListener(e -> {
            Object v = image.getSelectedItem();
            if (loading() || MIXED.equals(v)) {
                return;
            }
            MapImage img = v instanceof MapImage ? (MapImage) v : null;
            all("Change image of", l -> {
                if (l.image() != img) {
                    doc.apply(Edits.set(l, Props.TILES_IMAGE, img));
                    refreshOpacity(l);
                }
            });
        });
        color.setName("layersColor");
        color.addActionListener(e -> pickColor());
        alpha = spinner("layersAlpha", 0, 255, v -> setColor(null, v));
        add(detail, "skip");
        row("Width", width);
        row("Height", height);
        add(resize, "skip, growx 0");
        row("Image", image);
        row("Color", color);
        row("Opacity", alpha);
        load();
    }

    private List<TileLayer> design() {
        List<TileLayer> out = new ArrayList<>();
        for (TileLayer l : layers) {
            if (!l.kind().isPhysics() && doc.map().allLayers().contains(l)) {
                out.add(l);
            }
        }
        return out;
    }

    /** Runs {@code each} on every design layer as one undo step named "VERB N layers". */
    private void all(String verb, Consumer<TileLayer> each) {
        List<TileLayer> ls = design();
        if (!ls.isEmpty()) {
            doc.compound(verb + " " + ls.size() + " layers", () -> ls.forEach(each));
        }
    }

    private void resize() {
        int w = (Integer) width.getValue();
        int h = (Integer) height.getValue();
        doc.compound("Resize " + layers.size() + " layers", () -> {
            for (TileLayer l : layers) {
                // a physics layer's resize takes the others along: they may be at the size already
                if (doc.map().allLayers().contains(l) && (l.width() != w || l.height() != h)) {
                    doc.apply(Edits.resizeLayer(doc.map(), l, w, h, 0, 0));
                }
            }
        });
    }

    private void pickColor() {
        List<TileLayer> ls = design();
        if (ls.isEmpty()) {
            return;
        }
        twedit.model.map.Color c = ls.get(0).color();
        Color picked =
                JColorChooser.showDialog(this, "Layers' colour", new Color(clamp(c.r()), clamp(c.g()), clamp(c.b())));
        if (picked != null) {
            setColor(picked, null);
        }
    }

    /** Sets the colour (rgb, when given) and the opacity (when given) of every design layer, keeping the rest. */
    void setColor(Color rgb, Integer a) {
        all("Change colour of", l -> {
            twedit.model.map.Color o = l.color();
            twedit.model.map.Color c = new twedit.model.map.Color(
                    rgb == null ? o.r() : rgb.getRed(),
                    rgb == null ? o.g() : rgb.getGreen(),
                    rgb == null ? o.b() : rgb.getBlue(),
                    a == null ? o.a() : a);
            if (!c.equals(o)) {
                doc.apply(Edits.set(l, Props.TILES_COLOR, c));
                refreshOpacity(l);
            }
        });
    }

    private void refreshOpacity(TileLayer l) {
        opacity.of(l).ifPresent(o -> doc.apply(TileOps.refreshOpacity(l, o)));
    }

    private static int clamp(int v) {
        return Math.max(0, Math.min(255, v));
    }

    @Override
    void fill() {
        List<TileLayer> ls = design();
        boolean plain = !ls.isEmpty();
        detail.setSelected(plain && ls.stream().allMatch(TileLayer::detail));
        detail.setEnabled(plain);
        width.setValue(layers.stream().mapToInt(TileLayer::width).max().orElse(1));
        height.setValue(layers.stream().mapToInt(TileLayer::height).max().orElse(1));
        image.removeAllItems();
        boolean sameImage =
                plain && ls.stream().allMatch(l -> l.image() == ls.get(0).image());
        if (!sameImage) {
            image.addItem(MIXED);
        }
        image.addItem("(none)");
        doc.map().images().forEach(image::addItem);
        if (sameImage) {
            MapImage img = ls.get(0).image();
            image.setSelectedItem(img == null ? "(none)" : img);
        } else {
            image.setSelectedItem(MIXED);
        }
        boolean sameColor =
                plain && ls.stream().allMatch(l -> l.color().equals(ls.get(0).color()));
        twedit.model.map.Color c = plain ? ls.get(0).color() : new twedit.model.map.Color(255, 255, 255, 255);
        color.setText(sameColor ? c.r() + ", " + c.g() + ", " + c.b() : MIXED);
        color.setBackground(sameColor ? new Color(clamp(c.r()), clamp(c.g()), clamp(c.b())) : null);
        color.setForeground(sameColor && c.r() + c.g() + c.b() > 380 ? Color.BLACK : sameColor ? Color.WHITE : null);
        alpha.setValue(clamp(c.a()));
        for (java.awt.Component comp : new java.awt.Component[] {image, color, alpha}) {
            comp.setEnabled(plain);
        }
    }
}

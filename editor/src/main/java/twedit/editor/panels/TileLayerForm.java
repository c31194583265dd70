package twedit.editor.panels;

import java.awt.Color;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JColorChooser;
import javax.swing.JComboBox;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edits;
import twedit.model.document.edits.TileOps;
import twedit.model.map.Envelope;
import twedit.model.map.Layer;
import twedit.model.map.MapImage;
import twedit.model.map.Props;
import twedit.model.map.TileLayer;
import twedit.model.tiles.TileOpacity;

/**
 * A tiles layer's properties: name, detail flag, size with resize anchoring, image, colour, colour envelope and its
 * offset (physics layers have no image or colour; resizing one resizes them all).
 */
final class TileLayerForm extends Form {
    private static final String[] ANCHORS = {
        "Top left", "Top", "Top right", "Left", "Center", "Right", "Bottom left", "Bottom", "Bottom right"
    };
    private final MapDocument doc;
    private final TileLayer layer;
    private final TileOpacity opacity;
    private final JTextField name;
    private final JCheckBox detail;
    private final JSpinner width = plainSpinner("layerWidth", 1, 100000);
    private final JSpinner height = plainSpinner("layerHeight", 1, 100000);
    private final JComboBox<String> anchor = new JComboBox<>(ANCHORS);
    private final JComboBox<Object> image = new JComboBox<>();
    private final JButton color = new JButton();
    private final JSpinner alpha;
    private final JComboBox<Object> envelope = new JComboBox<>();
    private final JSpinner envOffset;

    TileLayerForm(MapDocument doc, TileLayer layer, TileOpacity opacity) {
        this.opacity = opacity;
        this.doc = doc;
        this.layer = layer;
        name = nameRow("layerName", v -> {
            if (!v.equals(layer.name())) {
                doc.apply(Edits.set((Layer) layer, Props.LAYER_NAME, v));
            }
        });
        detail = check("Detail layer", "layerDetail", v -> doc.apply(Edits.set((Layer) layer, Props.LAYER_DETAIL, v)));
        anchor.setName("layerAnchor");
        JButton resize = new JButton("Resize");
        resize.setName("layerResize");
        resize.addActionListener(e -> resize());
        image.setName("layerImage");
        image.setRenderer(new NamedRenderer("(none)"));
        image.addActionListener(e -> {
            Object v = image.getSelectedItem();
            MapImage img = v instanceof MapImage ? (MapImage) v : null;
            if (!loading() && img != layer.image()) {
                doc.compound("Change layer image", () -> {
                    doc.apply(Edits.set(layer, Props.TILES_IMAGE, img));
                    refreshOpacity();
                });
            }
        });
        color.setName("layerColor");
        color.addActionListener(e -> pickColor());
        alpha = spinner(
                "layerAlpha",
                0,
                255,
                v -> setColor(
                        layer.color().r(), layer.color().g(), layer.color().b(), v));
        envelope.setName("layerColorEnvelope");
        envelope.setRenderer(
                twedit.editor.ui.EnvelopeLabel.renderer(() -> doc.map().envelopes(), "(none)"));
        envelope.addActionListener(e -> {
            Object v = envelope.getSelectedItem();
            Envelope env = v instanceof Envelope ? (Envelope) v : null;
            if (!loading() && env != layer.colorEnvelope()) {
                doc.apply(Edits.set(layer, Props.TILES_COLOR_ENVELOPE, env));
            }
        });
        envOffset = spinner(
                "layerEnvOffset",
                Integer.MIN_VALUE,
                Integer.MAX_VALUE,
                v -> doc.apply(Edits.set(layer, Props.TILES_COLOR_ENVELOPE_OFFSET, v)));
        add(detail, "skip");
        row("Width", width);
        row("Height", height);
        row("Anchor", anchor);
        add(resize, "skip, growx 0");
        row("Image", image);
        row("Color", color);
        row("Opacity", alpha);
        row("Color env.", envelope);
        row("Env. offset", envOffset);
        anchor.setSelectedIndex(0);
        load();
    }

    private void resize() {
        int w = (Integer) width.getValue();
        int h = (Integer) height.getValue();
        int a = anchor.getSelectedIndex();
        // the anchor stays in place: right/bottom anchors move the content by the full growth, centre by half
        int dx = (a % 3) * (w - layer.width()) / 2;
        int dy = (a / 3) * (h - layer.height()) / 2;
        if (w != layer.width() || h != layer.height()) {
            doc.apply(Edits.resizeLayer(doc.map(), layer, w, h, dx, dy));
        }
    }

    private void pickColor() {
        twedit.model.map.Color c = layer.color();
        Color picked =
                JColorChooser.showDialog(this, "Layer colour", new Color(clamp(c.r()), clamp(c.g()), clamp(c.b())));
        if (picked != null) {
            setColor(picked.getRed(), picked.getGreen(), picked.getBlue(), c.a());
        }
    }

    private void setColor(int r, int g, int b, int a) {
        twedit.model.map.Color c = new twedit.model.map.Color(r, g, b, a);
        if (!c.equals(layer.color())) {
            doc.compound("Change layer colour", () -> {
                doc.apply(Edits.set(layer, Props.TILES_COLOR, c));
                refreshOpacity();
            });
        }
    }

    /** The tiles' opaque flags follow the layer's image and colour alpha, as DDNet's editor saves them. */
    private void refreshOpacity() {
        opacity.of(layer).ifPresent(o -> doc.apply(TileOps.refreshOpacity(layer, o)));
    }

    private static int clamp(int v) {
        return Math.max(0, Math.min(255, v));
    }

    @Override
    void fill() {
        boolean plain = !layer.kind().isPhysics();
        name.setText(layer.name());
        name.setEnabled(plain);
        detail.setSelected(layer.detail());
        detail.setEnabled(plain);
        width.setValue(layer.width());
        height.setValue(layer.height());
        image.removeAllItems();
        image.addItem("(none)");
        doc.map().images().forEach(image::addItem);
        image.setSelectedItem(layer.image() == null ? "(none)" : layer.image());
        envelope.removeAllItems();
        envelope.addItem("(none)");
        doc.map().envelopes().stream()
                .filter(e -> e.channels() == Envelope.COLOR)
                .forEach(envelope::addItem);
        envelope.setSelectedItem(layer.colorEnvelope() == null ? "(none)" : layer.colorEnvelope());
        twedit.model.map.Color c = layer.color();
        color.setText(c.r() + ", " + c.g() + ", " + c.b());
        color.setBackground(new Color(clamp(c.r()), clamp(c.g()), clamp(c.b())));
        color.setForeground(c.r() + c.g() + c.b() > 380 ? Color.BLACK : Color.WHITE);
        alpha.setValue(clamp(c.a()));
        envOffset.setValue(layer.colorEnvelopeOffset());
        for (java.awt.Component comp : new java.awt.Component[] {image, color, alpha, envelope, envOffset}) {
            comp.setEnabled(plain);
        }
    }
}

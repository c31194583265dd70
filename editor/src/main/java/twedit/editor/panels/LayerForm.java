package twedit.editor.panels;

import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JTextField;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edits;
import twedit.model.map.Layer;
import twedit.model.map.MapImage;
import twedit.model.map.Props;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundsLayer;

/** The properties of a quads or sounds layer: name, detail flag, a quads layer's image, and how many items it has. */
final class LayerForm extends Form {
    private final MapDocument doc;
    private final Layer layer;
    private final JTextField name;
    private final JCheckBox detail;
    private final JComboBox<Object> image = new JComboBox<>();
    private final javax.swing.JLabel count = new javax.swing.JLabel();

    LayerForm(MapDocument doc, Layer layer) {
        this.doc = doc;
        this.layer = layer;
        name = nameRow("layerName", v -> {
            if (!v.equals(layer.name())) {
                doc.apply(Edits.set(layer, Props.LAYER_NAME, v));
            }
        });
        detail = check("Detail layer", "layerDetail", v -> doc.apply(Edits.set(layer, Props.LAYER_DETAIL, v)));
        add(detail, "skip");
        if (layer instanceof QuadsLayer) {
            QuadsLayer q = (QuadsLayer) layer;
            image.setRenderer(new NamedRenderer("(none)"));
            image.addActionListener(e -> {
                Object v = image.getSelectedItem();
                MapImage img = v instanceof MapImage ? (MapImage) v : null;
                if (!loading() && img != q.image()) {
                    doc.apply(Edits.set(q, Props.QUADS_IMAGE, img));
                }
            });
            row("Image", image);
            row("Quads", count);
        } else if (layer instanceof SoundsLayer) {
            row("Sources", count);
        }
        count.setName("layerItemCount");
        load();
    }

    @Override
    void fill() {
        name.setText(layer.name());
        detail.setSelected(layer.detail());
        if (layer instanceof QuadsLayer) {
            QuadsLayer q = (QuadsLayer) layer;
            image.removeAllItems();
            image.addItem("(none)");
            doc.map().images().forEach(image::addItem);
            image.setSelectedItem(q.image() == null ? "(none)" : q.image());
            count.setText(String.valueOf(q.quads().size()));
        } else if (layer instanceof SoundsLayer) {
            count.setText(String.valueOf(((SoundsLayer) layer).sources().size()));
        }
    }
}

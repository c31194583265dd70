package twedit.model.map;

import java.util.ArrayList;
import java.util.List;

/** A quads layer: freely placed textured rectangles sharing one image (map-format.md "Quads layer"). */
public final class QuadsLayer extends LayerBase implements Layer {
    private MapImage image;
    private final List<Quad> quads;

    public QuadsLayer(String name, MapImage image, List<Quad> quads) {
        super(name);
        this.image = image;
        this.quads = new ArrayList<>(quads);
    }

    public MapImage image() {
        return image;
    }

    public void setImage(MapImage image) {
        this.image = image;
    }

    /** The quads, mutable: edits go through the document. */
    public List<Quad> quads() {
        return quads;
    }

    @Override
    public QuadsLayer copy() {
        QuadsLayer c = new QuadsLayer(name(), image, quads);
        c.setFlags(flags());
        return c;
    }

    @Override
    public String kindLabel() {
        return "quads";
    }

    @Override
    public String toString() {
        return "QuadsLayer['" + name() + "', " + quads.size() + " quads]";
    }
}

package twedit.model.map;

import java.util.List;

/** A quads layer: freely placed textured rectangles sharing one image (map-format.md "Quads layer"). */
public final class QuadsLayer extends LayerBase implements Layer, HasChildren {
    private MapImage image;
    private final Elements<Quad> quads;

    public QuadsLayer(String name, MapImage image, List<Quad> quads) {
        super(name);
        this.image = image;
        this.quads = new Elements<>(quads);
    }

    public MapImage image() {
        return image;
    }

    void setImage(MapImage image) {
        this.image = image;
    }

    /** The quads, each with its id. */
    public Elements<Quad> quads() {
        return quads;
    }

    @Override
    public void attachChildren(IdSource source) {
        quads.attach(source);
    }

    @Override
    public QuadsLayer copy() {
        QuadsLayer c = new QuadsLayer(name(), image, quads.copyValues());
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

package twedit.model.map;

import java.util.ArrayList;
import java.util.List;

/** A quads layer: freely placed textured rectangles sharing one image (map-format.md "Quads layer"). */
public final class QuadsLayer implements Layer {
    private String name;
    private int flags;
    private MapImage image;
    private final List<Quad> quads;

    public QuadsLayer(String name, MapImage image, List<Quad> quads) {
        this.name = name;
        this.image = image;
        this.quads = new ArrayList<>(quads);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public void setName(String name) {
        this.name = name;
    }

    @Override
    public int flags() {
        return flags;
    }

    @Override
    public void setFlags(int flags) {
        this.flags = flags;
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
        QuadsLayer c = new QuadsLayer(name, image, quads);
        c.flags = flags;
        return c;
    }

    @Override
    public String kindLabel() {
        return "quads";
    }

    @Override
    public String toString() {
        return "QuadsLayer['" + name + "', " + quads.size() + " quads]";
    }
}

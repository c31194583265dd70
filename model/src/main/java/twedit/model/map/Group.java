package twedit.model.map;

import java.util.ArrayList;
import java.util.List;

/**
 * A layer group (map-format.md "Groups"): offset, parallax (100 = moves with the camera), optional clip rectangle,
 * name and its layers in drawing order. {@code parallaxZoom} is DDNet's 2022-23 group extension item, null if absent.
 */
public final class Group {
    private String name;
    private int offsetX;
    private int offsetY;
    private int parallaxX = 100;
    private int parallaxY = 100;
    private boolean clipping;
    private int clipX;
    private int clipY;
    private int clipWidth;
    private int clipHeight;
    private Integer parallaxZoom;
    private final List<Layer> layers = new ArrayList<>();

    public Group(String name) {
        this.name = name;
    }

    /** The physics group as DDNet expects it: named Game, no offset, parallax 100, no clipping. */
    public static Group game() {
        return new Group("Game");
    }

    public String name() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }

    public int offsetX() {
        return offsetX;
    }

    public int offsetY() {
        return offsetY;
    }

    public void setOffset(int x, int y) {
        offsetX = x;
        offsetY = y;
    }

    public int parallaxX() {
        return parallaxX;
    }

    public int parallaxY() {
        return parallaxY;
    }

    public void setParallax(int x, int y) {
        parallaxX = x;
        parallaxY = y;
    }

    public boolean clipping() {
        return clipping;
    }

    public int clipX() {
        return clipX;
    }

    public int clipY() {
        return clipY;
    }

    public int clipWidth() {
        return clipWidth;
    }

    public int clipHeight() {
        return clipHeight;
    }

    public void setClip(boolean clipping, int x, int y, int w, int h) {
        this.clipping = clipping;
        clipX = x;
        clipY = y;
        clipWidth = w;
        clipHeight = h;
    }

    public Integer parallaxZoom() {
        return parallaxZoom;
    }

    public void setParallaxZoom(Integer parallaxZoom) {
        this.parallaxZoom = parallaxZoom;
    }

    /** The layers in drawing order, mutable: edits go through the document. */
    public List<Layer> layers() {
        return layers;
    }

    /** Whether this group holds a physics layer (and so is the map's Game group). */
    public boolean isPhysicsGroup() {
        for (Layer l : layers) {
            if (l instanceof TileLayer t && t.kind().isPhysics()) {
                return true;
            }
        }
        return false;
    }

    /** A copy with copied layers (which link to the same images, envelopes and sounds). */
    public Group copy() {
        Group g = new Group(name);
        g.copyPropertiesFrom(this);
        for (Layer l : layers) {
            g.layers.add(l.copy());
        }
        return g;
    }

    /** Copies every property except the layer list. */
    public void copyPropertiesFrom(Group o) {
        name = o.name;
        offsetX = o.offsetX;
        offsetY = o.offsetY;
        parallaxX = o.parallaxX;
        parallaxY = o.parallaxY;
        clipping = o.clipping;
        clipX = o.clipX;
        clipY = o.clipY;
        clipWidth = o.clipWidth;
        clipHeight = o.clipHeight;
        parallaxZoom = o.parallaxZoom;
    }

    @Override
    public String toString() {
        return "Group['" + name + "', " + layers.size() + " layers]";
    }
}

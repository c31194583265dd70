package twedit.model.map;

import java.util.List;

/**
 * A layer group (map-format.md "Groups"): offset, parallax (100 = moves with the camera), optional clip rectangle,
 * name and its layers in drawing order. {@code parallaxZoom} is DDNet's 2022-23 group extension item, null if absent.
 */
public final class Group extends Identified implements MapObject, HasChildren {
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
    private final Elements<Layer> layers = new Elements<>();

    public Group(String name) {
        this.name = name;
    }

    /** A new group holding {@code layers} (not part of any map yet: add it with an edit). */
    public Group(String name, List<? extends Layer> layers) {
        this(name);
        for (Layer l : layers) {
            this.layers.insert(this.layers.size(), l, 0, null);
        }
    }

    /** The physics group as DDNet expects it: named Game, no offset, parallax 100, no clipping. */
    public static Group game() {
        return new Group("Game");
    }

    /** A Game group holding {@code layers}. */
    public static Group game(List<? extends Layer> layers) {
        return new Group("Game", layers);
    }

    public String name() {
        return name;
    }

    void setName(String name) {
        this.name = name;
    }

    public int offsetX() {
        return offsetX;
    }

    public int offsetY() {
        return offsetY;
    }

    void setOffset(int x, int y) {
        offsetX = x;
        offsetY = y;
    }

    public int parallaxX() {
        return parallaxX;
    }

    public int parallaxY() {
        return parallaxY;
    }

    void setParallax(int x, int y) {
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

    void setClip(boolean clipping, int x, int y, int w, int h) {
        this.clipping = clipping;
        clipX = x;
        clipY = y;
        clipWidth = w;
        clipHeight = h;
    }

    public Integer parallaxZoom() {
        return parallaxZoom;
    }

    void setParallaxZoom(Integer parallaxZoom) {
        this.parallaxZoom = parallaxZoom;
    }

    /** The layers in drawing order. */
    public Elements<Layer> layers() {
        return layers;
    }

    @Override
    public void attachChildren(IdSource source) {
        layers.attach(source);
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

    /** A copy with copied layers (which link to the same images, envelopes and sounds), without ids until it joins a map. */
    public Group copy() {
        Group g = new Group(name);
        g.copyPropertiesFrom(this);
        for (Layer l : layers) {
            g.layers.insert(g.layers.size(), l.copy(), 0, null);
        }
        return g;
    }

    /** Copies every property except the layer list. */
    void copyPropertiesFrom(Group o) {
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

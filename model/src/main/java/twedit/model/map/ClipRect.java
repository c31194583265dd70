package twedit.model.map;

/** A group's clipping as one value: whether it clips and the rectangle, for {@link Props#GROUP_CLIP}. */
public record ClipRect(boolean clipping, int x, int y, int width, int height) {
    public static ClipRect of(Group g) {
        return new ClipRect(g.clipping(), g.clipX(), g.clipY(), g.clipWidth(), g.clipHeight());
    }

    void applyTo(Group g) {
        g.setClip(clipping, x, y, width, height);
    }
}

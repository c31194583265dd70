package twedit.model.map;

import java.util.ArrayList;
import java.util.List;

/**
 * An animation curve (map-format.md "Envelopes"): position (3 channels), colour (4) or sound (1), with a name,
 * the sync flag and its points. Quads, tiles layers and sound sources link to the object.
 */
public final class Envelope {
    public static final int POSITION = 3;
    public static final int COLOR = 4;
    public static final int SOUND = 1;

    private int channels;
    private String name;
    private boolean synchronized_;
    private final List<EnvPoint> points;

    public Envelope(int channels, String name, boolean sync, List<EnvPoint> points) {
        this.channels = channels;
        this.name = name;
        this.synchronized_ = sync;
        this.points = new ArrayList<>(points);
    }

    /** 1 sound, 3 position, 4 colour; other values from broken maps are kept as read. */
    public int channels() {
        return channels;
    }

    public void setChannels(int channels) {
        this.channels = channels;
    }

    public String kindName() {
        return switch (channels) {
            case POSITION -> "position";
            case COLOR -> "color";
            case SOUND -> "sound";
            default -> channels + "-channel";
        };
    }

    public String name() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }

    public boolean sync() {
        return synchronized_;
    }

    public void setSync(boolean sync) {
        this.synchronized_ = sync;
    }

    /** The points, mutable: edits go through the document, which changes this list. */
    public List<EnvPoint> points() {
        return points;
    }

    public Envelope copy() {
        return new Envelope(channels, name, synchronized_, points);
    }

    @Override
    public String toString() {
        return "Envelope[" + kindName() + " '" + name + "', " + points.size() + " points]";
    }
}

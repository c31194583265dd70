package twedit.model.map;

import java.util.List;

/**
 * An animation curve (map-format.md "Envelopes"): position (3 channels), colour (4) or sound (1), with a name,
 * the sync flag and its points. Quads, tiles layers and sound sources link to the object.
 */
public final class Envelope extends Identified implements MapObject, HasChildren {
    public static final int POSITION = 3;
    public static final int COLOR = 4;
    public static final int SOUND = 1;

    private int channels;
    private String name;
    private boolean synchronized_;
    private final Elements<EnvPoint> points;

    public Envelope(int channels, String name, boolean sync, List<EnvPoint> points) {
        this.channels = channels;
        this.name = name;
        this.synchronized_ = sync;
        this.points = new Elements<>(points);
    }

    /** 1 sound, 3 position, 4 colour; other values from broken maps are kept as read. */
    public int channels() {
        return channels;
    }

    void setChannels(int channels) {
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

    void setName(String name) {
        this.name = name;
    }

    public boolean sync() {
        return synchronized_;
    }

    void setSync(boolean sync) {
        this.synchronized_ = sync;
    }

    /** The points in time order, each with its id. */
    public Elements<EnvPoint> points() {
        return points;
    }

    @Override
    public void attachChildren(IdSource source) {
        points.attach(source);
    }

    /** A copy under another name (not in any map until an edit adds it). */
    public Envelope copyNamed(String newName) {
        return new Envelope(channels, newName, synchronized_, points.copyValues());
    }

    public Envelope copy() {
        return new Envelope(channels, name, synchronized_, points.copyValues());
    }

    @Override
    public String toString() {
        return "Envelope[" + kindName() + " '" + name + "', " + points.size() + " points]";
    }
}

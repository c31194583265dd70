package twedit.model.map;

/** A sound of the map (DDNet only): a name and Opus data (map-format.md "Sounds"). */
public final class MapSound extends Identified implements MapObject {
    private String name;
    private byte[] data;

    public MapSound(String name, byte[] data) {
        this.name = name;
        this.data = data;
    }

    public String name() {
        return name;
    }

    void setName(String name) {
        this.name = name;
    }

    /** The Opus file bytes; treat as read-only and replace with {@link #setData}. */
    public byte[] data() {
        return data;
    }

    void setData(byte[] data) {
        this.data = data;
    }

    public MapSound copy() {
        return new MapSound(name, data);
    }

    @Override
    public String toString() {
        return "MapSound[" + name + ", " + (data == null ? 0 : data.length) + " bytes]";
    }
}

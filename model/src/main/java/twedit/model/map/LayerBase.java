package twedit.model.map;

/** The name and flags every layer kind has; the kinds extend it so they hold these once. */
abstract class LayerBase extends Identified {
    private String name;
    private int flags;

    LayerBase(String name) {
        this.name = name;
    }

    public String name() {
        return name;
    }

    void setName(String name) {
        this.name = name;
    }

    /** The layer item's flags field (bit 0 = detail). */
    public int flags() {
        return flags;
    }

    void setFlags(int flags) {
        this.flags = flags;
    }
}

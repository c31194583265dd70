package twedit.model.map;

/**
 * A tilemap layer: plain tiles or one of the physics kinds, with its cell grid. Image, colour and colour envelope
 * matter only for plain tiles layers; automapper settings only exist on them.
 */
public final class TileLayer extends LayerBase implements Layer {
    private final TileKind kind;
    private TileGrid grid;
    private MapImage image;
    private Color color = Color.WHITE;
    private Envelope colorEnvelope;
    private int colorEnvelopeOffset;
    private AutomapperConfig automapper;

    public TileLayer(TileKind kind, String name, TileGrid grid) {
        super(name);
        if (grid.cellBytes() != kind.cellBytes()) {
            throw new IllegalArgumentException(
                    kind + " cells have " + kind.cellBytes() + " bytes, not " + grid.cellBytes());
        }
        this.kind = kind;
        this.grid = grid;
    }

    /**
     * A layer in no map yet with an image and colour (a brush preview, or a new layer before an edit adds it); a
     * layer's properties change only through edits once it is part of a map.
     */
    public static TileLayer detached(TileKind kind, String name, TileGrid grid, MapImage image, Color color) {
        TileLayer l = new TileLayer(kind, name, grid);
        l.image = image;
        l.color = color == null ? Color.WHITE : color;
        return l;
    }

    /** An empty layer of the given kind and size, named as DDNet names it. */
    public static TileLayer empty(TileKind kind, int width, int height) {
        return new TileLayer(kind, kind.defaultName(), new TileGrid(width, height, kind.cellBytes()));
    }

    public TileKind kind() {
        return kind;
    }

    public int width() {
        return grid.width();
    }

    public int height() {
        return grid.height();
    }

    public TileGrid grid() {
        return grid;
    }

    /** Replaces the grid (resize, shift); the new grid must use this kind's cell size. */
    void setGrid(TileGrid grid) {
        if (grid.cellBytes() != kind.cellBytes()) {
            throw new IllegalArgumentException("cell size mismatch");
        }
        this.grid = grid;
    }

    public MapImage image() {
        return image;
    }

    void setImage(MapImage image) {
        this.image = image;
    }

    public Color color() {
        return color;
    }

    void setColor(Color color) {
        this.color = color;
    }

    public Envelope colorEnvelope() {
        return colorEnvelope;
    }

    void setColorEnvelope(Envelope colorEnvelope) {
        this.colorEnvelope = colorEnvelope;
    }

    public int colorEnvelopeOffset() {
        return colorEnvelopeOffset;
    }

    void setColorEnvelopeOffset(int colorEnvelopeOffset) {
        this.colorEnvelopeOffset = colorEnvelopeOffset;
    }

    public AutomapperConfig automapper() {
        return automapper;
    }

    void setAutomapper(AutomapperConfig automapper) {
        this.automapper = automapper;
    }

    @Override
    public TileLayer copy() {
        TileLayer c = new TileLayer(kind, name(), grid.copy());
        c.setFlags(flags());
        c.image = image;
        c.color = color;
        c.colorEnvelope = colorEnvelope;
        c.colorEnvelopeOffset = colorEnvelopeOffset;
        c.automapper = automapper;
        return c;
    }

    @Override
    public String kindLabel() {
        return kind.name().toLowerCase(java.util.Locale.ROOT);
    }

    @Override
    public String toString() {
        return "TileLayer[" + kindLabel() + " '" + name() + "' " + width() + "x" + height() + "]";
    }
}

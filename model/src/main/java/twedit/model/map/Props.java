package twedit.model.map;

/**
 * The editable properties of groups, layers, envelopes, images and sounds, for the property edit. A property's name
 * is what {@code Change.PropertyChanged} reports.
 */
public final class Props {
    private Props() {}

    public static final Property<Group, String> GROUP_NAME = new Property<>("name", Group::name, Group::setName);

    /** The group offset in pixels (x, y). */
    public static final Property<Group, Point> GROUP_OFFSET =
            new Property<>("offset", g -> new Point(g.offsetX(), g.offsetY()), (g, p) -> g.setOffset(p.x(), p.y()));

    /** The group parallax in percent (x, y). */
    public static final Property<Group, Point> GROUP_PARALLAX = new Property<>(
            "parallax", g -> new Point(g.parallaxX(), g.parallaxY()), (g, p) -> g.setParallax(p.x(), p.y()));

    /** Clipping on/off and the clip rectangle. */
    public static final Property<Group, ClipRect> GROUP_CLIP =
            new Property<>("clip", ClipRect::of, (g, c) -> c.applyTo(g));

    /** DDNet's parallax zoom (null: no group extension item). */
    public static final Property<Group, Integer> GROUP_PARALLAX_ZOOM =
            new Property<>("parallaxZoom", Group::parallaxZoom, Group::setParallaxZoom);

    public static final Property<Layer, String> LAYER_NAME =
            new Property<>("name", Layer::name, (l, n) -> ((LayerBase) l).setName(n));

    /** The layer item's flags (bit 0: detail). */
    public static final Property<Layer, Integer> LAYER_FLAGS =
            new Property<>("flags", Layer::flags, (l, f) -> ((LayerBase) l).setFlags(f));

    /** The detail bit of the layer flags alone. */
    public static final Property<Layer, Boolean> LAYER_DETAIL = new Property<>(
            "flags",
            Layer::detail,
            (l, d) -> ((LayerBase) l).setFlags(d ? l.flags() | Layer.FLAG_DETAIL : l.flags() & ~Layer.FLAG_DETAIL));

    public static final Property<TileLayer, MapImage> TILES_IMAGE =
            new Property<>("image", TileLayer::image, TileLayer::setImage);

    public static final Property<TileLayer, Color> TILES_COLOR =
            new Property<>("color", TileLayer::color, TileLayer::setColor);

    public static final Property<TileLayer, Envelope> TILES_COLOR_ENVELOPE =
            new Property<>("colorEnvelope", TileLayer::colorEnvelope, TileLayer::setColorEnvelope);

    public static final Property<TileLayer, Integer> TILES_COLOR_ENVELOPE_OFFSET =
            new Property<>("colorEnvelopeOffset", TileLayer::colorEnvelopeOffset, TileLayer::setColorEnvelopeOffset);

    /** The automapper settings (null: none). */
    public static final Property<TileLayer, AutomapperConfig> TILES_AUTOMAPPER =
            new Property<>("automapper", TileLayer::automapper, TileLayer::setAutomapper);

    public static final Property<QuadsLayer, MapImage> QUADS_IMAGE =
            new Property<>("image", QuadsLayer::image, QuadsLayer::setImage);

    public static final Property<SoundsLayer, MapSound> SOUNDS_SOUND =
            new Property<>("sound", SoundsLayer::sound, SoundsLayer::setSound);

    public static final Property<Envelope, String> ENVELOPE_NAME =
            new Property<>("name", Envelope::name, Envelope::setName);

    public static final Property<Envelope, Boolean> ENVELOPE_SYNC =
            new Property<>("sync", Envelope::sync, Envelope::setSync);

    /** The channel count (1 sound, 3 position, 4 colour). */
    public static final Property<Envelope, Integer> ENVELOPE_CHANNELS =
            new Property<>("channels", Envelope::channels, Envelope::setChannels);

    public static final Property<MapImage, String> IMAGE_NAME =
            new Property<>("name", MapImage::name, MapImage::setName);

    /** Size, external flag, format and pixels at once (replace or embed an image, make it external). */
    public static final Property<MapImage, ImageContent> IMAGE_CONTENT =
            new Property<>("content", ImageContent::of, (img, c) -> c.applyTo(img));

    public static final Property<MapSound, String> SOUND_NAME =
            new Property<>("name", MapSound::name, MapSound::setName);

    /** The Opus data (compared by identity: replace, never change in place). */
    public static final Property<MapSound, byte[]> SOUND_DATA =
            new Property<>("data", MapSound::data, MapSound::setData);
}

package twedit.model.map;

/**
 * The editable properties of groups, layers, envelopes, images and sounds, for the property edit. A property's name
 * is what {@code Change.PropertyChanged} reports.
 */
public final class Props {
    private Props() {}

    public static final Property<Group, String> GROUP_NAME = new Property<>("name") {
        @Override
        public String get(Group t) {
            return t.name();
        }

        @Override
        void set(Group t, String v) {
            t.setName(v);
        }
    };

    /** The group offset in pixels (x, y). */
    public static final Property<Group, Point> GROUP_OFFSET = new Property<>("offset") {
        @Override
        public Point get(Group t) {
            return new Point(t.offsetX(), t.offsetY());
        }

        @Override
        void set(Group t, Point v) {
            t.setOffset(v.x(), v.y());
        }
    };

    /** The group parallax in percent (x, y). */
    public static final Property<Group, Point> GROUP_PARALLAX = new Property<>("parallax") {
        @Override
        public Point get(Group t) {
            return new Point(t.parallaxX(), t.parallaxY());
        }

        @Override
        void set(Group t, Point v) {
            t.setParallax(v.x(), v.y());
        }
    };

    /** Clipping on/off and the clip rectangle. */
    public static final Property<Group, ClipRect> GROUP_CLIP = new Property<>("clip") {
        @Override
        public ClipRect get(Group t) {
            return ClipRect.of(t);
        }

        @Override
        void set(Group t, ClipRect v) {
            v.applyTo(t);
        }
    };

    /** DDNet's parallax zoom (null: no group extension item). */
    public static final Property<Group, Integer> GROUP_PARALLAX_ZOOM = new Property<>("parallaxZoom") {
        @Override
        public Integer get(Group t) {
            return t.parallaxZoom();
        }

        @Override
        void set(Group t, Integer v) {
            t.setParallaxZoom(v);
        }
    };

    public static final Property<Layer, String> LAYER_NAME = new Property<>("name") {
        @Override
        public String get(Layer t) {
            return t.name();
        }

        @Override
        void set(Layer t, String v) {
            ((LayerBase) t).setName(v);
        }
    };

    /** The layer item's flags (bit 0: detail). */
    public static final Property<Layer, Integer> LAYER_FLAGS = new Property<>("flags") {
        @Override
        public Integer get(Layer t) {
            return t.flags();
        }

        @Override
        void set(Layer t, Integer v) {
            ((LayerBase) t).setFlags(v);
        }
    };

    /** The detail bit of the layer flags alone. */
    public static final Property<Layer, Boolean> LAYER_DETAIL = new Property<>("flags") {
        @Override
        public Boolean get(Layer t) {
            return t.detail();
        }

        @Override
        void set(Layer t, Boolean v) {
            ((LayerBase) t).setFlags(v ? t.flags() | Layer.FLAG_DETAIL : t.flags() & ~Layer.FLAG_DETAIL);
        }
    };

    public static final Property<TileLayer, MapImage> TILES_IMAGE = new Property<>("image") {
        @Override
        public MapImage get(TileLayer t) {
            return t.image();
        }

        @Override
        void set(TileLayer t, MapImage v) {
            t.setImage(v);
        }
    };

    public static final Property<TileLayer, Color> TILES_COLOR = new Property<>("color") {
        @Override
        public Color get(TileLayer t) {
            return t.color();
        }

        @Override
        void set(TileLayer t, Color v) {
            t.setColor(v);
        }
    };

    public static final Property<TileLayer, Envelope> TILES_COLOR_ENVELOPE = new Property<>("colorEnvelope") {
        @Override
        public Envelope get(TileLayer t) {
            return t.colorEnvelope();
        }

        @Override
        void set(TileLayer t, Envelope v) {
            t.setColorEnvelope(v);
        }
    };

    public static final Property<TileLayer, Integer> TILES_COLOR_ENVELOPE_OFFSET =
            new Property<>("colorEnvelopeOffset") {
                @Override
                public Integer get(TileLayer t) {
                    return t.colorEnvelopeOffset();
                }

                @Override
                void set(TileLayer t, Integer v) {
                    t.setColorEnvelopeOffset(v);
                }
            };

    /** The automapper settings (null: none). */
    public static final Property<TileLayer, AutomapperConfig> TILES_AUTOMAPPER = new Property<>("automapper") {
        @Override
        public AutomapperConfig get(TileLayer t) {
            return t.automapper();
        }

        @Override
        void set(TileLayer t, AutomapperConfig v) {
            t.setAutomapper(v);
        }
    };

    public static final Property<QuadsLayer, MapImage> QUADS_IMAGE = new Property<>("image") {
        @Override
        public MapImage get(QuadsLayer t) {
            return t.image();
        }

        @Override
        void set(QuadsLayer t, MapImage v) {
            t.setImage(v);
        }
    };

    public static final Property<SoundsLayer, MapSound> SOUNDS_SOUND = new Property<>("sound") {
        @Override
        public MapSound get(SoundsLayer t) {
            return t.sound();
        }

        @Override
        void set(SoundsLayer t, MapSound v) {
            t.setSound(v);
        }
    };

    public static final Property<Envelope, String> ENVELOPE_NAME = new Property<>("name") {
        @Override
        public String get(Envelope t) {
            return t.name();
        }

        @Override
        void set(Envelope t, String v) {
            t.setName(v);
        }
    };

    public static final Property<Envelope, Boolean> ENVELOPE_SYNC = new Property<>("sync") {
        @Override
        public Boolean get(Envelope t) {
            return t.sync();
        }

        @Override
        void set(Envelope t, Boolean v) {
            t.setSync(v);
        }
    };

    /** The channel count (1 sound, 3 position, 4 colour). */
    public static final Property<Envelope, Integer> ENVELOPE_CHANNELS = new Property<>("channels") {
        @Override
        public Integer get(Envelope t) {
            return t.channels();
        }

        @Override
        void set(Envelope t, Integer v) {
            t.setChannels(v);
        }
    };

    public static final Property<MapImage, String> IMAGE_NAME = new Property<>("name") {
        @Override
        public String get(MapImage t) {
            return t.name();
        }

        @Override
        void set(MapImage t, String v) {
            t.setName(v);
        }
    };

    /** Size, external flag, format and pixels at once (replace or embed an image, make it external). */
    public static final Property<MapImage, ImageContent> IMAGE_CONTENT = new Property<>("content") {
        @Override
        public ImageContent get(MapImage t) {
            return ImageContent.of(t);
        }

        @Override
        void set(MapImage t, ImageContent v) {
            v.applyTo(t);
        }
    };

    public static final Property<MapSound, String> SOUND_NAME = new Property<>("name") {
        @Override
        public String get(MapSound t) {
            return t.name();
        }

        @Override
        void set(MapSound t, String v) {
            t.setName(v);
        }
    };

    /** The Opus data (compared by identity: replace, never change in place). */
    public static final Property<MapSound, byte[]> SOUND_DATA = new Property<>("data") {
        @Override
        public byte[] get(MapSound t) {
            return t.data();
        }

        @Override
        void set(MapSound t, byte[] v) {
            t.setData(v);
        }
    };
}

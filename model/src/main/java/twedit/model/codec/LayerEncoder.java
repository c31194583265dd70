package twedit.model.codec;

import java.util.List;
import twedit.model.datafile.DataBlock;
import twedit.model.datafile.LittleEndian;
import twedit.model.map.Color;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.Point;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundSource;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/** Encodes groups and their layers (map-format.md "Groups", "Layers"), and the DDNet items that refer to them. */
final class LayerEncoder {
    private final ItemSink sink;
    private final MapEncoder.Refs refs;
    private final boolean is07;

    LayerEncoder(ItemSink sink, MapEncoder.Refs refs, boolean is07) {
        this.sink = sink;
        this.refs = refs;
        this.is07 = is07;
    }

    void groups(TwMap map) {
        int layerIndex = 0;
        for (int gi = 0; gi < map.groups().size(); gi++) {
            Group g = map.groups().get(gi);
            int start = layerIndex;
            int inGroup = 0;
            for (Layer l : g.layers()) {
                if (!writeLayer(l, layerIndex)) {
                    continue;
                }
                if (!is07 && l instanceof TileLayer t && t.kind() == TileKind.TILES && t.automapper() != null) {
                    sink.addUuid(ItemTypes.AUTOMAPPER, layerIndex, new int[] {
                        1,
                        gi,
                        inGroup,
                        t.automapper().config(),
                        t.automapper().seed(),
                        t.automapper().flags()
                    });
                }
                layerIndex++;
                inGroup++;
            }
            int[] v = new int[15];
            v[0] = 3;
            v[1] = g.offsetX();
            v[2] = g.offsetY();
            v[3] = g.parallaxX();
            v[4] = g.parallaxY();
            v[5] = start;
            v[6] = inGroup;
            v[7] = g.clipping() ? 1 : 0;
            v[8] = g.clipX();
            v[9] = g.clipY();
            v[10] = g.clipWidth();
            v[11] = g.clipHeight();
            System.arraycopy(MapStrings.toI32String(nz(g.name()), 3), 0, v, 12, 3);
            sink.add(ItemTypes.GROUP, gi, v);
            if (!is07 && g.parallaxZoom() != null) {
                sink.addUuid(ItemTypes.GROUP_EX, gi, new int[] {1, g.parallaxZoom()});
            }
        }
    }

    private static String nz(String s) {
        return s == null ? "" : s;
    }

    /** Writes one layer item; false when the 0.7 form has no place for it (forced conversion drops it). */
    private boolean writeLayer(Layer layer, int id) {
        if (layer instanceof TileLayer t) {
            return tilemap(t, id);
        }
        if (layer instanceof QuadsLayer q) {
            return quads(q, id);
        }
        return !is07 && sounds((SoundsLayer) layer, id);
    }

    private boolean tilemap(TileLayer t, int id) {
        TileKind kind = t.kind();
        if (is07 && kind.isDdnetOnly()) {
            return false;
        }
        int[] v = new int[is07 ? 18 : 23];
        v[0] = 0;
        v[1] = ItemTypes.LAYER_TILEMAP;
        v[2] = t.flags();
        v[3] = is07 ? 4 : 3;
        v[4] = t.width();
        v[5] = t.height();
        v[6] = kind.flag();
        Color c = t.color();
        v[7] = c.r();
        v[8] = c.g();
        v[9] = c.b();
        v[10] = c.a();
        v[11] = refs.of(t.colorEnvelope());
        v[12] = t.colorEnvelopeOffset();
        v[13] = refs.of(t.image());
        System.arraycopy(MapStrings.toI32String(nz(t.name()), 3), 0, v, 15, 3);
        if (is07) {
            v[14] = sink.data(TileCodec.compress(t.grid().rawCells()));
        } else {
            for (int k = 18; k < 23; k++) {
                v[k] = -1;
            }
            int tiles = gridBlock(t);
            if (kind == TileKind.TILES || kind == TileKind.GAME) {
                v[14] = tiles;
            } else {
                // vanilla clients read `data` as plain tiles: give them a zeroed layer (map-format.md "DDNet only")
                int size = t.width() * t.height() * 4;
                DataBlock zero = refs.zeroTiles.computeIfAbsent(size, s -> DataBlock.of(new byte[s]));
                v[14] = sink.data(zero);
                v[
                        switch (kind) {
                            case TELE -> 18;
                            case SPEEDUP -> 19;
                            case FRONT -> 20;
                            case SWITCH -> 21;
                            default -> 22;
                        }] = tiles;
            }
        }
        sink.add(ItemTypes.LAYER, id, v);
        return true;
    }

    /** The layer's cells as a block, reusing the block it was read from while the cells are untouched. */
    private int gridBlock(TileLayer t) {
        DataBlock source = t.grid().source();
        return source != null ? sink.data(source) : sink.data(t.grid().toBytes());
    }

    private boolean quads(QuadsLayer q, int id) {
        List<Quad> quads = q.quads();
        byte[] b = new byte[quads.size() * LayerDecoder.QUAD_INTS * 4];
        int o = 0;
        for (Quad quad : quads) {
            for (Point p : quad.points()) {
                o = put(b, o, p.x(), p.y());
            }
            for (Color c : quad.colors()) {
                o = put(b, o, c.r(), c.g(), c.b(), c.a());
            }
            for (Point p : quad.texCoords()) {
                o = put(b, o, p.x(), p.y());
            }
            o = put(
                    b,
                    o,
                    refs.of(quad.positionEnvelope()),
                    quad.positionEnvelopeOffset(),
                    refs.of(quad.colorEnvelope()),
                    quad.colorEnvelopeOffset());
        }
        int[] v = new int[10];
        v[1] = ItemTypes.LAYER_QUADS;
        v[2] = q.flags();
        v[3] = 2;
        v[4] = quads.size();
        v[5] = sink.data(b);
        v[6] = refs.of(q.image());
        System.arraycopy(MapStrings.toI32String(nz(q.name()), 3), 0, v, 7, 3);
        sink.add(ItemTypes.LAYER, id, v);
        return true;
    }

    private boolean sounds(SoundsLayer s, int id) {
        List<SoundSource> sources = s.sources();
        byte[] b = new byte[sources.size() * LayerDecoder.SOURCE_INTS * 4];
        int o = 0;
        for (SoundSource src : sources) {
            o = put(
                    b,
                    o,
                    src.position().x(),
                    src.position().y(),
                    src.looping() ? 1 : 0,
                    src.panning() ? 1 : 0,
                    src.delay(),
                    src.falloff(),
                    refs.of(src.positionEnvelope()),
                    src.positionEnvelopeOffset(),
                    refs.of(src.soundEnvelope()),
                    src.soundEnvelopeOffset(),
                    src.shapeKind(),
                    src.shapeWidth(),
                    src.shapeHeight());
        }
        int[] v = new int[10];
        v[1] = ItemTypes.LAYER_SOUNDS;
        v[2] = s.flags();
        v[3] = 2;
        v[4] = sources.size();
        v[5] = sink.data(b);
        v[6] = refs.of(s.sound());
        System.arraycopy(MapStrings.toI32String(nz(s.name()), 3), 0, v, 7, 3);
        sink.add(ItemTypes.LAYER, id, v);
        return true;
    }

    private static int put(byte[] b, int o, int... values) {
        for (int v : values) {
            LittleEndian.putI32(b, o, v);
            o += 4;
        }
        return o;
    }
}

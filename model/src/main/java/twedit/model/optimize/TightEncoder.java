package twedit.model.optimize;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.stream.IntStream;
import twedit.model.codec.EncodeException;
import twedit.model.codec.MapEncoder;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.DataBlock;
import twedit.model.datafile.Datafile;
import twedit.model.datafile.DatafileException;
import twedit.model.datafile.DatafileWriter;
import twedit.model.datafile.ReadLimits;
import twedit.model.map.Layer;
import twedit.model.map.MapImage;
import twedit.model.map.TileGrid;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * Writes a map in DDNet form with every data block compressed as tightly as zlib allows: level 9 (map_optimize's
 * COMPRESSION_BEST), or the block as read when that is no larger (a block already stored at level 9, or one that does
 * not compress). The filtered strategy as a second try saved 0.1% on the corpus for twice the time, so it is not
 * tried. Each content is compressed once: a block the encoder uses several times (the zeroed vanilla tiles of physics
 * layers), and with {@link #TightEncoder(TightBlocks)} an image the optimizer already compressed to size it. Blocks
 * are compressed in parallel; the bytes never depend on the threads.
 */
public final class TightEncoder {
    private final TightBlocks known;

    /** An encoder compressing every block itself. */
    public TightEncoder() {
        this(new TightBlocks());
    }

    /** An encoder writing the compressed forms {@code known} holds for a block's content instead of compressing. */
    public TightEncoder(TightBlocks known) {
        this.known = known;
    }

    /** The file's bytes. */
    public byte[] encode(TwMap map) throws EncodeException {
        Datafile df = new MapEncoder(SaveOptions.DDNET).encode(map);
        List<DataBlock> blocks = df.data();
        Map<DataBlock, Integer> first = new IdentityHashMap<>();
        for (int i = 0; i < blocks.size(); i++) {
            first.putIfAbsent(blocks.get(i), i);
        }
        // the largest first, so a large block started last does not leave the other cores idle at the end
        int[] order = IntStream.range(0, blocks.size())
                .filter(i -> first.get(blocks.get(i)) == i)
                .boxed()
                .sorted((a, b) ->
                        Long.compare(blocks.get(b).declaredSize(), blocks.get(a).declaredSize()))
                .mapToInt(Integer::intValue)
                .toArray();
        Map<DataBlock, Supplier<byte[]>> held = held(map, blocks);
        DataBlock[] tight = new DataBlock[blocks.size()];
        IntStream.of(order).parallel().forEach(i -> tight[i] = tighten(blocks.get(i), held.get(blocks.get(i))));
        for (int i = 0; i < tight.length; i++) {
            tight[i] = tight[first.get(blocks.get(i))];
        }
        Datafile out = Datafile.of(df.items(), List.of(tight));
        return new DatafileWriter().write(out);
    }

    /**
     * The uncompressed content of the blocks the map still holds as read, by block: the cells of an unchanged tile
     * layer are exactly what its block inflated to when the map was read, and an unchanged image's pixels likewise,
     * so they are not inflated a second time.
     */
    private static Map<DataBlock, Supplier<byte[]>> held(TwMap map, List<DataBlock> blocks) {
        Map<DataBlock, Supplier<byte[]>> held = new IdentityHashMap<>();
        // a changed image's block is made from its very pixel array: read it there rather than from a copy
        Map<Integer, List<byte[]>> pixelsBySize = new java.util.HashMap<>();
        for (MapImage img : map.images()) {
            if (img.source() == null && !img.external() && img.format() == MapImage.Format.RGBA) {
                byte[] px = img.pixels();
                if (px != null) {
                    pixelsBySize
                            .computeIfAbsent(px.length, k -> new java.util.ArrayList<>())
                            .add(px);
                }
            }
        }
        for (DataBlock b : blocks) {
            if (b.keepsBytes() && b.declaredSize() <= Integer.MAX_VALUE) {
                for (byte[] px : pixelsBySize.getOrDefault((int) b.declaredSize(), List.of())) {
                    if (b.wraps(px)) {
                        held.put(b, () -> px);
                    }
                }
            }
        }
        for (Layer l : map.allLayers()) {
            if (l instanceof TileLayer t) {
                TileGrid g = t.grid();
                DataBlock s = g.source();
                if (s != null && s.declaredSize() == (long) g.width() * g.height() * g.cellBytes()) {
                    held.put(s, g::rawCells);
                }
            }
        }
        for (MapImage img : map.images()) {
            DataBlock s = img.source();
            if (s != null && img.format() == MapImage.Format.RGBA) {
                held.put(s, img::pixels);
            }
        }
        return held;
    }

    /** {@code block} compressed at level 9, or as it is when that is no smaller; {@code held}: its content, or null. */
    private DataBlock tighten(DataBlock block, Supplier<byte[]> held) {
        byte[] raw = held != null ? held.get() : null;
        if (raw == null || raw.length != block.declaredSize()) {
            try {
                raw = block.bytes(ReadLimits.DDNET);
            } catch (DatafileException e) {
                // a block the decoder accepted inflates; should one not, it is written as it was
                return block;
            }
        }
        byte[] stored = block.hasCompressed() ? block.compressed() : null;
        if (stored != null && stored.length >= raw.length) {
            // zlib stores what does not compress (sounds, noise): level 9 cannot make it smaller either
            return block;
        }
        // equal contents (e.g. the zeroed vanilla tiles of several physics layers) are compressed once
        byte[] z = known.zlib(raw);
        return stored != null && stored.length <= z.length ? block : DataBlock.precompressed(raw, z);
    }
}

package twedit.model.optimize;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import java.util.zip.Deflater;
import twedit.model.codec.EncodeException;
import twedit.model.codec.MapEncoder;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.DataBlock;
import twedit.model.datafile.Datafile;
import twedit.model.datafile.DatafileException;
import twedit.model.datafile.DatafileWriter;
import twedit.model.datafile.ReadLimits;
import twedit.model.map.TwMap;

/**
 * Writes a map in DDNet form with every data block compressed as tightly as zlib allows: level 9 (map_optimize's
 * COMPRESSION_BEST). The filtered strategy as a second try saved 0.1% on the corpus for twice the time, so it is not
 * tried. A block the encoder uses several times (the zeroed vanilla tiles of physics layers) is compressed once.
 */
public final class TightEncoder {

    /** The file's bytes. */
    public byte[] encode(TwMap map) throws EncodeException {
        Datafile df = new MapEncoder(SaveOptions.DDNET).encode(map);
        List<DataBlock> blocks = df.data();
        Map<DataBlock, Integer> first = new IdentityHashMap<>();
        for (int i = 0; i < blocks.size(); i++) {
            first.putIfAbsent(blocks.get(i), i);
        }
        DataBlock[] tight = new DataBlock[blocks.size()];
        IntStream.range(0, blocks.size())
                .parallel()
                .filter(i -> first.get(blocks.get(i)) == i)
                .forEach(i -> tight[i] = tighten(blocks.get(i)));
        for (int i = 0; i < tight.length; i++) {
            tight[i] = tight[first.get(blocks.get(i))];
        }
        Datafile out = Datafile.of(df.items(), List.of(tight));
        return new DatafileWriter().write(out);
    }

    private static DataBlock tighten(DataBlock block) {
        byte[] raw;
        try {
            raw = block.bytes(ReadLimits.DDNET);
        } catch (DatafileException e) {
            // a block the decoder accepted inflates; should one not, it is written as it was
            return block;
        }
        return DataBlock.precompressed(raw, deflate(raw));
    }

    static byte[] deflate(byte[] input) {
        Deflater d = new Deflater(Deflater.BEST_COMPRESSION);
        try {
            d.setInput(input);
            d.finish();
            byte[] buf = new byte[Math.max(64, input.length + input.length / 1000 + 64)];
            int n = 0;
            while (!d.finished()) {
                if (n == buf.length) {
                    buf = java.util.Arrays.copyOf(buf, buf.length * 2);
                }
                n += d.deflate(buf, n, buf.length - n);
            }
            return java.util.Arrays.copyOf(buf, n);
        } finally {
            d.end();
        }
    }
}

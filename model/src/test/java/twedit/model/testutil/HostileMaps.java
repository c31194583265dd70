package twedit.model.testutil;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import twedit.model.codec.ItemTypes;
import twedit.model.codec.MapEncoder;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.Datafile;
import twedit.model.datafile.DatafileItem;
import twedit.model.datafile.DatafileWriter;
import twedit.model.datafile.LittleEndian;
import twedit.model.map.Group;
import twedit.model.map.MapBuilder;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * Maps an attacker could send, built in code: a small file whose layer's data block inflates to far more than the
 * layer needs (DDNet 16.4 loads it, after allocating all of it). Built streaming, so making one needs no more memory
 * than the compressed file.
 */
public final class HostileMaps {
    /** The Game layer's side: the layer needs 1000 x 1000 x 4 bytes. */
    public static final int SIDE = 1000;
    /** What the bombed block inflates to (declared in the header, and true): 1.5 GB, mostly zeros. */
    public static final long BOMB_BYTES = 1_500_000_000L;

    private HostileMaps() {}

    /**
     * Writes a DDNet map whose {@value #SIDE}x{@value #SIDE} Game layer (a spawn and a floor) points at a data block
     * that inflates to {@code inflated} bytes: the layer's 4,000,000 bytes, then zeros. Its header declares the
     * true size. About 1.4 MB for 1.5 GB.
     *
     * @return the index of the bombed data block
     */
    public static int writeBombedGameLayer(Path out, long inflated) throws Exception {
        byte[] cells = new byte[SIDE * SIDE * 4];
        for (int x = 0; x < SIDE; x++) {
            cells[(20 * SIDE + x) * 4] = 1; // a floor of solid tiles
        }
        cells[(19 * SIDE + 10) * 4] = (byte) 192; // a spawn above it
        TileGrid grid = new TileGrid(SIDE, SIDE, 4, cells.clone(), null);
        TwMap map = new MapBuilder()
                .group(Group.game(List.of(new TileLayer(TileKind.GAME, "Game", grid))))
                .build();
        Datafile df = new MapEncoder(SaveOptions.DDNET).encode(map);
        int block = -1;
        for (DatafileItem it : df.itemsOfType(ItemTypes.LAYER)) {
            if (it.data()[1] == ItemTypes.LAYER_TILEMAP) {
                block = it.data()[14];
            }
        }
        byte[] zlib = deflateWithZeros(cells, inflated - cells.length);
        byte[] file = new DatafileWriter().write(df);
        try (OutputStream o = Files.newOutputStream(out)) {
            replaceBlock(file, block, zlib, inflated, o);
        }
        return block;
    }

    /**
     * A version 4 datafile's bytes with data block {@code index} replaced by {@code head} followed by zeros up to
     * {@code inflated} bytes, which the header declares.
     */
    public static byte[] withBombedBlock(byte[] file, int index, byte[] head, long inflated) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream(file.length + (2 << 20));
        replaceBlock(file, index, deflateWithZeros(head, inflated - head.length), inflated, out);
        return out.toByteArray();
    }

    /** zlib of {@code head} followed by {@code zeros} zero bytes, fed in pieces. */
    private static byte[] deflateWithZeros(byte[] head, long zeros) throws IOException {
        ByteArrayOutputStream buf = new ByteArrayOutputStream(2 << 20);
        Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION);
        try (DeflaterOutputStream z = new DeflaterOutputStream(buf, deflater, 64 << 10)) {
            z.write(head);
            byte[] chunk = new byte[1 << 20];
            for (long left = zeros; left > 0; left -= chunk.length) {
                z.write(chunk, 0, (int) Math.min(chunk.length, left));
            }
        } finally {
            deflater.end();
        }
        return buf.toByteArray();
    }

    /**
     * Writes a version 4 datafile with data block {@code index} replaced by {@code zlib}, declared as
     * {@code declared} bytes: the header's size fields, the later data offsets and the block's size follow.
     */
    private static void replaceBlock(byte[] file, int index, byte[] zlib, long declared, OutputStream out)
            throws IOException {
        int[] h = LittleEndian.i32s(file, 8, 7);
        int numTypes = h[2];
        int numItems = h[3];
        int numData = h[4];
        int itemSize = h[5];
        int dataSize = h[6];
        int dataOffsetsAt = 36 + 12 * numTypes + 4 * numItems;
        int dataSizesAt = dataOffsetsAt + 4 * numData;
        int dataAt = dataSizesAt + 4 * numData + itemSize;
        int start = LittleEndian.i32(file, dataOffsetsAt + 4 * index);
        int end = index + 1 < numData ? LittleEndian.i32(file, dataOffsetsAt + 4 * index + 4) : dataSize;
        int delta = zlib.length - (end - start);
        byte[] head = java.util.Arrays.copyOf(file, dataAt);
        LittleEndian.putI32(head, 8, h[0] + delta); // size; swaplen does not count the data
        LittleEndian.putI32(head, 32, dataSize + delta);
        for (int i = index + 1; i < numData; i++) {
            int at = dataOffsetsAt + 4 * i;
            LittleEndian.putI32(head, at, LittleEndian.i32(head, at) + delta);
        }
        LittleEndian.putI32(head, dataSizesAt + 4 * index, (int) declared);
        out.write(head);
        out.write(file, dataAt, start);
        out.write(zlib);
        out.write(file, dataAt + end, dataSize - end);
    }
}

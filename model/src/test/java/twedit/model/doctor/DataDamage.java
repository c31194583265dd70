package twedit.model.doctor;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import twedit.model.codec.ItemTypes;
import twedit.model.datafile.Datafile;
import twedit.model.datafile.DatafileItem;
import twedit.model.datafile.LittleEndian;

/**
 * Damages the stored (compressed) bytes of chosen data blocks of a version 4 map file, as flipped or zeroed bytes on
 * a disk would, and says which images, sounds and layers own the damaged blocks.
 */
final class DataDamage {
    /** The damaged file and the indices (in file order) of the images, sounds and layer items that were hit. */
    record Damaged(byte[] bytes, Set<Integer> blocks, Set<Integer> images, Set<Integer> sounds, Set<Integer> layers) {}

    private DataDamage() {}

    /** The data blocks each item of {@code type} uses, by item order. */
    static List<Set<Integer>> blocksOf(Datafile df, int type) {
        List<Set<Integer>> out = new ArrayList<>();
        for (DatafileItem it : df.itemsOfType(type)) {
            int[] d = it.data();
            Set<Integer> blocks = new TreeSet<>();
            int[] fields;
            if (type == ItemTypes.IMAGE) {
                fields = d.length > 3 && d[3] == 0 ? new int[] {4, 5} : new int[] {4};
            } else if (type == ItemTypes.SOUND) {
                fields = new int[] {2, 3};
            } else if (d.length > 1 && d[1] == ItemTypes.LAYER_TILEMAP) {
                fields = new int[] {14, 18, 19, 20, 21, 22};
            } else {
                fields = new int[] {5};
            }
            for (int f : fields) {
                if (f < d.length && d[f] >= 0 && d[f] < df.dataCount()) {
                    blocks.add(d[f]);
                }
            }
            out.add(blocks);
        }
        return out;
    }

    /** Flips or zeroes {@code hits} random stored bytes in up to {@code blocks} random blocks of images, sounds, layers. */
    static Damaged damage(byte[] file, Datafile df, long seed, int blocks, int hits) {
        Random random = new Random(seed);
        List<Set<Integer>> images = blocksOf(df, ItemTypes.IMAGE);
        List<Set<Integer>> sounds = blocksOf(df, ItemTypes.SOUND);
        List<Set<Integer>> layers = blocksOf(df, ItemTypes.LAYER);
        List<Integer> candidates = new ArrayList<>();
        for (List<Set<Integer>> l : List.of(images, sounds, layers)) {
            l.forEach(candidates::addAll);
        }
        candidates = new ArrayList<>(new TreeSet<>(candidates));
        Set<Integer> chosen = new TreeSet<>();
        for (int k = 0; k < blocks && !candidates.isEmpty(); k++) {
            chosen.add(candidates.remove(random.nextInt(candidates.size())));
        }
        return damageBlocks(file, df, chosen, random.nextLong(), hits);
    }

    /** Flips or zeroes {@code hits} random stored bytes in each of the given data blocks. */
    static Damaged damageBlocks(byte[] file, Datafile df, Set<Integer> chosen, long seed, int hits) {
        Random random = new Random(seed);
        List<Set<Integer>> images = blocksOf(df, ItemTypes.IMAGE);
        List<Set<Integer>> sounds = blocksOf(df, ItemTypes.SOUND);
        List<Set<Integer>> layers = blocksOf(df, ItemTypes.LAYER);
        int numTypes = LittleEndian.i32(file, 16);
        int numItems = LittleEndian.i32(file, 20);
        int numData = LittleEndian.i32(file, 24);
        int itemSize = LittleEndian.i32(file, 28);
        int dataSize = LittleEndian.i32(file, 32);
        int offsets = 36 + 12 * numTypes + 4 * numItems;
        int base = offsets + 8 * numData + itemSize;
        byte[] b = file.clone();
        Set<Integer> hit = new TreeSet<>();
        for (int block : chosen) {
            int start = LittleEndian.i32(file, offsets + 4 * block);
            int end = block + 1 < numData ? LittleEndian.i32(file, offsets + 4 * (block + 1)) : dataSize;
            if (end <= start) {
                continue;
            }
            hit.add(block);
            for (int h = 0; h < hits; h++) {
                int at = base + start + random.nextInt(end - start);
                b[at] = random.nextBoolean() ? 0 : (byte) (b[at] ^ (1 << random.nextInt(8)));
            }
        }
        return new Damaged(b, hit, owners(images, hit), owners(sounds, hit), owners(layers, hit));
    }

    private static Set<Integer> owners(List<Set<Integer>> uses, Set<Integer> hit) {
        Set<Integer> out = new TreeSet<>();
        for (int i = 0; i < uses.size(); i++) {
            for (int block : uses.get(i)) {
                if (hit.contains(block)) {
                    out.add(i);
                }
            }
        }
        return out;
    }
}

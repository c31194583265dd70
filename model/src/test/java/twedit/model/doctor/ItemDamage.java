package twedit.model.doctor;

import java.util.Random;
import twedit.model.datafile.LittleEndian;

/**
 * Damages the item area of a map file, as flipped bytes on a disk would: the header (type and id, or size) of the
 * {@code index}-th item of one type, so the tolerant reader cannot trust that item.
 */
final class ItemDamage {
    /** What was hit: the item type, the item's index within its type and the damaged file. */
    record Damaged(byte[] bytes, int type, int index) {}

    private ItemDamage() {}

    /** How many items of {@code type} the file holds (from its item type table). */
    static int count(byte[] file, int type) {
        int numTypes = LittleEndian.i32(file, 16);
        for (int t = 0; t < numTypes; t++) {
            if (LittleEndian.i32(file, 36 + 12 * t) == type) {
                return LittleEndian.i32(file, 36 + 12 * t + 8);
            }
        }
        return 0;
    }

    /** The file with the header of the {@code index}-th item of {@code type} damaged (size or type, by the seed). */
    static Damaged damage(byte[] file, int type, int index, long seed) {
        Random random = new Random(seed);
        int numTypes = LittleEndian.i32(file, 16);
        int numItems = LittleEndian.i32(file, 20);
        int numData = LittleEndian.i32(file, 24);
        int global = -1;
        for (int t = 0; t < numTypes; t++) {
            if (LittleEndian.i32(file, 36 + 12 * t) == type) {
                global = LittleEndian.i32(file, 36 + 12 * t + 4) + index;
            }
        }
        if (global < 0) {
            throw new IllegalArgumentException("no item type " + type);
        }
        int offsets = 36 + 12 * numTypes;
        int itemsAt = offsets + 4 * numItems + 8 * numData;
        int at = itemsAt + LittleEndian.i32(file, offsets + 4 * global);
        byte[] b = file.clone();
        if (random.nextBoolean()) {
            // the size: an odd number of bytes, or far past the item area
            int size = LittleEndian.i32(file, at + 4);
            LittleEndian.putI32(b, at + 4, random.nextBoolean() ? size + 1 + 4 * random.nextInt(3) : size + (1 << 24));
        } else {
            // the type in the high half of type_and_id: another type than the one whose range it lies in
            int typeAndId = LittleEndian.i32(file, at);
            LittleEndian.putI32(b, at, typeAndId ^ ((1 + random.nextInt(0x7F)) << 16));
        }
        return new Damaged(b, type, index);
    }
}

package twedit.model.codec;

import java.util.UUID;

/** Map item type numbers (map-format.md "Item Type Overview") and DDNet's UUID item types (errata 2, 3). */
public final class ItemTypes {
    public static final int VERSION = 0;
    public static final int INFO = 1;
    public static final int IMAGE = 2;
    public static final int ENVELOPE = 3;
    public static final int GROUP = 4;
    public static final int LAYER = 5;
    public static final int ENV_POINTS = 6;
    public static final int SOUND = 7;
    /** Types from this one up may be UUID item types, resolved through the UUID index (DDNet OFFSET_UUID_TYPE). */
    public static final int FIRST_UUID_TYPE = 0x8000;

    // Uuids.ofName of the names below, written out: a cold JVM's first MD5 loads the security providers, which cost
    // opening a map about 40 ms (ItemTypesTest checks the values)

    /** {@code Uuids.ofName("mapitemtype-automapper-config@ddnet.tw")}. */
    public static final UUID AUTOMAPPER = new UUID(0x3E1B2716178C3978L, 0x9BD9B11AE0410DD8L);
    /** {@code Uuids.ofName("mapitemtype-envpoints-bezier@ddnet.tw")}. */
    public static final UUID ENVPOINTS_BEZIER = new UUID(0x3AB4F84DD9CC3C78L, 0xB5850D6CCDB2E25CL);
    /** {@code Uuids.ofName("mapitemtype-group-ex@ddnet.tw")}. */
    public static final UUID GROUP_EX = new UUID(0x6EC267B765B33F8FL, 0xB4676F0C9261632DL);

    /** Layer item {@code type} values (ddnet-tiles.md). */
    public static final int LAYER_TILEMAP = 2;

    public static final int LAYER_QUADS = 3;
    public static final int LAYER_SOUNDS_DEPRECATED = 9;
    public static final int LAYER_SOUNDS = 10;

    private ItemTypes() {}
}

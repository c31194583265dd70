package twedit.model.codec;

import java.util.UUID;
import twedit.model.datafile.Uuids;

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

    public static final UUID AUTOMAPPER = Uuids.ofName("mapitemtype-automapper-config@ddnet.tw");
    public static final UUID ENVPOINTS_BEZIER = Uuids.ofName("mapitemtype-envpoints-bezier@ddnet.tw");
    public static final UUID GROUP_EX = Uuids.ofName("mapitemtype-group-ex@ddnet.tw");

    /** Layer item {@code type} values (ddnet-tiles.md). */
    public static final int LAYER_TILEMAP = 2;

    public static final int LAYER_QUADS = 3;
    public static final int LAYER_SOUNDS_DEPRECATED = 9;
    public static final int LAYER_SOUNDS = 10;

    private ItemTypes() {}
}

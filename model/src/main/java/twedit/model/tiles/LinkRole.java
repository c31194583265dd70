package twedit.model.tiles;

import twedit.model.map.TileKind;

/**
 * What a physics tile does for the links between numbered tiles (DDNet's collision.cpp and character.cpp): a tele
 * entrance or exit, a checkpoint tele, a switch trigger or a switch target, or a race checkpoint. A role belongs to
 * one layer kind ({@link #on}): freeze (9) is a switch target on the switch layer only.
 */
public enum LinkRole {
    /** No link. */
    NONE(null, End.NONE),
    /** Red tele (10, "evil"): teleports to a tele out of its number and stops the tee. */
    TELE_IN_RED(Space.TELE, End.FROM),
    /** Blue tele (26): teleports to a tele out of its number and keeps the speed. */
    TELE_IN_BLUE(Space.TELE, End.FROM),
    /** Weapon tele (14): teleports projectiles and lasers to a tele out of its number. */
    TELE_IN_WEAPON(Space.TELE, End.FROM),
    /** Hook tele (15): teleports the hook to a tele out of its number. */
    TELE_IN_HOOK(Space.TELE, End.FROM),
    /** Tele out (27): where the entrances of its number lead. */
    TELE_OUT(Space.TELE, End.TO),
    /** Tele check (29): remembers its checkpoint number for the checkpoint teles. */
    CHECKPOINT(Space.CHECKPOINT, End.FROM),
    /** Tele check out (30): where a checkpoint tele leads a tee whose last checkpoint has its number. */
    CHECKPOINT_OUT(Space.CHECKPOINT, End.TO),
    /** Tele check in (31, 63 evil): no number; leads to the checkpoint out of the tee's last checkpoint. */
    CHECKPOINT_IN(Space.CHECKPOINT, End.NONE),
    /** Switch open, close, timed open and timed close (22..25): set the state of their number. */
    SWITCH_TRIGGER(Space.SWITCH, End.FROM),
    /** What a switch number turns on and off: doors, lasers, draggers, guns, pickups, freeze and deep tiles. */
    SWITCH_TARGET(Space.SWITCH, End.TO),
    /** A race (time) checkpoint of the game or front layer (35..59): its order is the id minus 35. */
    RACE_CHECKPOINT(Space.RACE, End.NONE);

    /** The number spaces links live in: tele numbers, checkpoint tele numbers, switch numbers, race order. */
    public enum Space {
        TELE,
        CHECKPOINT,
        SWITCH,
        RACE
    }

    /** Which end of a link a role is: where tees (or the switch state) come from, where they go, or neither. */
    public enum End {
        FROM,
        TO,
        NONE
    }

    private final Space space;
    private final End end;

    LinkRole(Space space, End end) {
        this.space = space;
        this.end = end;
    }

    /** The number space, null for {@link #NONE}. */
    public Space space() {
        return space;
    }

    public End end() {
        return end;
    }

    /** Whether the role applies to tiles of a layer kind. */
    public boolean on(TileKind kind) {
        if (space == null) {
            return false;
        }
        return switch (space) {
            case TELE, CHECKPOINT -> kind == TileKind.TELE;
            case SWITCH -> kind == TileKind.SWITCH;
            case RACE -> kind == TileKind.GAME || kind == TileKind.FRONT;
        };
    }
}

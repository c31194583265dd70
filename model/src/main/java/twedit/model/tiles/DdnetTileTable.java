package twedit.model.tiles;

import static twedit.model.map.TileKind.FRONT;
import static twedit.model.map.TileKind.GAME;
import static twedit.model.map.TileKind.SPEEDUP;
import static twedit.model.map.TileKind.SWITCH;
import static twedit.model.map.TileKind.TELE;
import static twedit.model.map.TileKind.TUNE;
import static twedit.model.tiles.TileCategory.AIR;
import static twedit.model.tiles.TileCategory.COLLISION;
import static twedit.model.tiles.TileCategory.DEATH;
import static twedit.model.tiles.TileCategory.ENTITY;
import static twedit.model.tiles.TileCategory.FREEZE;
import static twedit.model.tiles.TileCategory.LASER;
import static twedit.model.tiles.TileCategory.MISC;
import static twedit.model.tiles.TileCategory.MODIFIER;
import static twedit.model.tiles.TileCategory.STOPPER;
import static twedit.model.tiles.TileCategory.TELEPORT;
import static twedit.model.tiles.TileCategory.TIMING;
import static twedit.model.tiles.TileCategory.WEAPON;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import twedit.model.map.TileKind;

/**
 * The data of {@link DdnetTiles}, written once: every tile of ddnet-tiles.md with the layers DDNet's
 * {@code IsValid*Tile} functions accept it on and the fields its {@code Is*TileNumberUsed}-style functions leave
 * unused.
 */
final class DdnetTileTable {
    private final List<DdnetTile> rows = new ArrayList<>();

    private DdnetTileTable() {}

    /** Every tile, sorted by id and then by the first layer that accepts it. */
    static List<DdnetTile> build() {
        DdnetTileTable t = new DdnetTileTable();
        t.gameAndFront();
        t.entities();
        t.otherLayers();
        // DDNet's IsTeleTileNumberUsed, IsTeleTileCheckpoint, IsSwitchTile{Number,Flags,Delay}Used
        t.unused(TELE, CellField.NUMBER, 31, 63);
        t.unused(SWITCH, CellField.NUMBER, 7, 19, 20, 98, 99);
        t.unused(SWITCH, CellField.FLAGS, 9, 12, 13);
        t.unused(SWITCH, CellField.DELAY, 12, 13);
        t.change(TELE, 29, DdnetTile::asCheckpoint);
        t.change(TELE, 30, DdnetTile::asCheckpoint);
        t.links();
        t.change(SPEEDUP, 28, r -> r.withArrow(OverlayArrow.OUTLINED));
        t.change(SPEEDUP, 29, r -> r.withArrow(OverlayArrow.FILLED));
        t.rows.sort(Comparator.comparingInt(DdnetTile::id)
                .thenComparing(r ->
                        r.layers().isEmpty() ? -1 : r.layers().iterator().next().ordinal()));
        return List.copyOf(t.rows);
    }

    private void gameAndFront() {
        Set<TileKind> gf = EnumSet.of(GAME, FRONT);
        Set<TileKind> gfs = EnumSet.of(GAME, FRONT, SWITCH);
        add(0, "air", "Air", AIR, gf);
        add(1, "solid", "Solid (hookable)", COLLISION, EnumSet.of(GAME));
        add(2, "death", "Death", DEATH, gf);
        add(3, "nohook", "Nohook (unhookable)", COLLISION, EnumSet.of(GAME));
        add(4, "nolaser", "Nolaser", COLLISION, gf);
        add(5, "through_cut", "Through cut", COLLISION, gf);
        add(6, "through", "Through", COLLISION, gf);
        add(9, "freeze", "Freeze", FREEZE, gfs);
        add(11, "unfreeze", "Unfreeze", FREEZE, gf);
        add(12, "deep_freeze", "Deep freeze", FREEZE, gfs);
        add(13, "deep_unfreeze", "Deep unfreeze", FREEZE, gfs);
        add(16, "walljump", "Walljump", MODIFIER, gf);
        add(17, "endless_hook_enable", "Endless hook enable", MODIFIER, gf);
        add(18, "endless_hook_disable", "Endless hook disable", MODIFIER, gf);
        add(19, "hit_enable", "Hit enable", MODIFIER, gfs);
        add(20, "hit_disable", "Hit disable", MODIFIER, gfs);
        add(21, "solo_enable", "Solo enable", MODIFIER, gf);
        add(22, "solo_disable", "Solo disable", MODIFIER, gf);
        add(32, "refill_jumps", "Refill jumps", MODIFIER, gf);
        add(33, "start", "Start", TIMING, gf);
        add(34, "finish", "Finish", TIMING, gf);
        for (int k = 0; k <= 24; k++) {
            add(35 + k, "time_checkpoint_" + k, "Time checkpoint " + k, TIMING, gf);
        }
        add(60, "stopper_one_way", "Stopper one-way", STOPPER, gf);
        add(61, "stopper_two_way", "Stopper two-way", STOPPER, gf);
        add(62, "stopper_all_way", "Stopper all-way", STOPPER, gf);
        add(64, "cp", "CP", MISC, gf);
        add(65, "cp_f", "CP F", MISC, gf);
        add(66, "through_all", "Through all", COLLISION, gf);
        add(67, "through_dir", "Through dir", COLLISION, gf);
        add(71, "old_laser", "Old laser", MODIFIER, gf);
        add(72, "npc", "NPC", MODIFIER, gf);
        add(73, "endless_hook", "Endless hook", MODIFIER, gf);
        add(74, "no_hit", "No hit", MODIFIER, gf);
        add(75, "nph", "No player hook (nph)", MODIFIER, gf);
        add(76, "unlock_team", "Unlock team", MISC, gf);
        add(88, "npc_disable", "NPC disable", MODIFIER, gf);
        add(89, "unlimited_jumps_disable", "Unlimited jumps disable", MODIFIER, gf);
        add(90, "jetpack_disable", "Jetpack disable", MODIFIER, gf);
        add(91, "nph_disable", "NPH disable", MODIFIER, gf);
        add(96, "tele_gun_enable", "Tele gun enable", TELEPORT, gf);
        add(97, "tele_gun_disable", "Tele gun disable", TELEPORT, gf);
        add(98, "allow_tele_gun", "Allow tele gun", TELEPORT, EnumSet.of(FRONT, SWITCH));
        add(99, "allow_blue_tele_gun", "Allow blue tele gun", TELEPORT, EnumSet.of(FRONT, SWITCH));
        add(104, "npc_enable", "NPC enable", MODIFIER, gf);
        add(105, "unlimited_jumps_enable", "Unlimited jumps enable", MODIFIER, gf);
        add(106, "jetpack_enable", "Jetpack enable", MODIFIER, gf);
        add(107, "nph_enable", "NPH enable", MODIFIER, gf);
        add(112, "tele_grenade_enable", "Tele grenade enable", TELEPORT, gf);
        add(113, "tele_grenade_disable", "Tele grenade disable", TELEPORT, gf);
        add(128, "tele_laser_enable", "Tele laser enable", TELEPORT, gf);
        add(129, "tele_laser_disable", "Tele laser disable", TELEPORT, gf);
        add(144, "live_freeze", "Live freeze", FREEZE, gfs);
        add(145, "live_unfreeze", "Live unfreeze", FREEZE, gfs);
        add(190, "entities_off_1", "Entities off 1", MISC, gf);
        add(191, "entities_off_2", "Entities off 2", MISC, gf);
        // DDNet knows the credits tiles (140..143, 156..159) but no layer accepts them
        for (int k = 1; k <= 8; k++) {
            add((k <= 4 ? 139 : 151) + k, "credits_" + k, "Credits " + k, MISC, EnumSet.noneOf(TileKind.class));
        }
    }

    /** Entities: tile id = 191 + entity number; the switch layer takes those from armor (197) on. */
    private void entities() {
        Set<TileKind> gf = EnumSet.of(GAME, FRONT);
        Set<TileKind> gfs = EnumSet.of(GAME, FRONT, SWITCH);
        add(192, "spawn", "Spawn", ENTITY, gf);
        add(193, "spawn_red", "Spawn red", ENTITY, gf);
        add(194, "spawn_blue", "Spawn blue", ENTITY, gf);
        add(195, "flag_stand_red", "Flag stand red", ENTITY, gf);
        add(196, "flag_stand_blue", "Flag stand blue", ENTITY, gf);
        add(197, "armor", "Armor", ENTITY, gfs);
        add(198, "health", "Health", ENTITY, gfs);
        add(199, "shotgun", "Shotgun", WEAPON, gfs);
        add(200, "grenade", "Grenade", WEAPON, gfs);
        add(201, "ninja", "Ninja", WEAPON, gfs);
        add(202, "laser", "Laser", WEAPON, gfs);
        String[] rot = {"fast_ccw", "normal_ccw", "slow_ccw", "stop", "slow_cw", "normal_cw", "fast_cw"};
        for (int k = 0; k < rot.length; k++) {
            add(203 + k, "rotating_laser_" + rot[k], "Rotating laser " + rot[k].replace('_', ' '), LASER, gfs);
        }
        String[] mod = {
            "short",
            "medium",
            "long",
            "circle_slow",
            "circle_normal",
            "circle_fast",
            "oscillate_slow",
            "oscillate_normal",
            "oscillate_fast"
        };
        for (int k = 0; k < mod.length; k++) {
            add(210 + k, "laser_" + mod[k], "Laser " + mod[k].replace('_', ' '), LASER, gfs);
        }
        add(220, "plasma_explosive", "Plasma explosive", ENTITY, gfs);
        add(221, "plasma_freeze", "Plasma freeze", ENTITY, gfs);
        add(222, "plasma", "Plasma", ENTITY, gfs);
        add(223, "plasma_unfreeze", "Plasma unfreeze", ENTITY, gfs);
        add(224, "crazy_shotgun_explosive", "Crazy shotgun explosive", WEAPON, gfs);
        add(225, "crazy_shotgun", "Crazy shotgun", WEAPON, gfs);
        add(226, "armor_shotgun", "Armor shotgun", WEAPON, gfs);
        add(227, "armor_grenade", "Armor grenade", WEAPON, gfs);
        add(228, "armor_ninja", "Armor ninja", WEAPON, gfs);
        add(229, "armor_laser", "Armor laser", WEAPON, gfs);
        add(233, "dragger_weak", "Dragger weak", ENTITY, gfs);
        add(234, "dragger_normal", "Dragger normal", ENTITY, gfs);
        add(235, "dragger_strong", "Dragger strong", ENTITY, gfs);
        add(236, "dragger_weak_through_walls", "Dragger weak through walls", ENTITY, gfs);
        add(237, "dragger_normal_through_walls", "Dragger normal through walls", ENTITY, gfs);
        add(238, "dragger_strong_through_walls", "Dragger strong through walls", ENTITY, gfs);
        add(240, "door", "Door", ENTITY, gfs);
    }

    /** The tiles only the tele, speedup, switch and tune layers take. */
    private void otherLayers() {
        Set<TileKind> tele = EnumSet.of(TELE);
        Set<TileKind> sw = EnumSet.of(SWITCH);
        add(7, "jump", "Jump", MODIFIER, sw);
        add(10, "tele_in_evil", "Tele in evil", TELEPORT, tele);
        add(14, "tele_in_weapon", "Tele in weapon", TELEPORT, tele);
        add(15, "tele_in_hook", "Tele in hook", TELEPORT, tele);
        add(22, "switch_timed_open", "Switch timed open", TileCategory.SWITCH, sw);
        add(23, "switch_timed_close", "Switch timed close", TileCategory.SWITCH, sw);
        add(24, "switch_open", "Switch open", TileCategory.SWITCH, sw);
        add(25, "switch_close", "Switch close", TileCategory.SWITCH, sw);
        add(26, "tele_in", "Tele in", TELEPORT, tele);
        add(27, "tele_out", "Tele out", TELEPORT, tele);
        add(28, "speed_boost_old", "Speed boost (old)", TileCategory.SPEEDUP, EnumSet.of(SPEEDUP));
        add(29, "speed_boost", "Speed boost", TileCategory.SPEEDUP, EnumSet.of(SPEEDUP));
        add(29, "tele_check", "Tele check", TELEPORT, tele);
        add(30, "tele_check_out", "Tele check out", TELEPORT, tele);
        add(31, "tele_check_in", "Tele check in", TELEPORT, tele);
        add(63, "tele_check_in_evil", "Tele check in evil", TELEPORT, tele);
        add(68, "tune", "Tune", TileCategory.TUNE, EnumSet.of(TUNE));
        add(79, "add_time", "Add time", TIMING, sw);
        add(95, "subtract_time", "Subtract time", TIMING, sw);
    }

    /**
     * The link roles: DDNet's CCollision::Init sorts the tele layer into ins, outs and checkpoint outs;
     * CCharacter::HandleTiles reads switch numbers on 22..25 (triggers) and on freeze, deep and live freeze tiles;
     * IGameController::OnEntity gives every switch-layer entity from armor on its number (doors, lasers, draggers,
     * guns, pickups), except the laser length and speed modifiers, which only shape the laser beside them. Add
     * time and subtract time (79, 95) read the number as seconds, so they link nothing.
     */
    private void links() {
        link(TELE, LinkRole.TELE_IN_RED, 10);
        link(TELE, LinkRole.TELE_IN_BLUE, 26);
        link(TELE, LinkRole.TELE_IN_WEAPON, 14);
        link(TELE, LinkRole.TELE_IN_HOOK, 15);
        link(TELE, LinkRole.TELE_OUT, 27);
        link(TELE, LinkRole.CHECKPOINT, 29);
        link(TELE, LinkRole.CHECKPOINT_OUT, 30);
        link(TELE, LinkRole.CHECKPOINT_IN, 31, 63);
        link(SWITCH, LinkRole.SWITCH_TRIGGER, 22, 23, 24, 25);
        link(SWITCH, LinkRole.SWITCH_TARGET, 9, 12, 13, 144, 145);
        for (int i = 0; i < rows.size(); i++) {
            DdnetTile r = rows.get(i);
            boolean lengthOrSpeed = r.id() >= 210 && r.id() <= 218;
            if (r.id() >= 197 && r.on(SWITCH) && !lengthOrSpeed) {
                rows.set(i, r.withLink(LinkRole.SWITCH_TARGET));
            }
        }
        for (int k = 0; k <= 24; k++) {
            link(GAME, LinkRole.RACE_CHECKPOINT, 35 + k);
        }
    }

    private void link(TileKind kind, LinkRole role, int... ids) {
        for (int id : ids) {
            change(kind, id, r -> r.withLink(role));
        }
    }

    private void add(int id, String shortName, String name, TileCategory category, Set<TileKind> layers) {
        rows.add(new DdnetTile(
                id,
                shortName,
                name,
                category,
                layers,
                EnumSet.noneOf(CellField.class),
                false,
                OverlayArrow.NONE,
                LinkRole.NONE));
    }

    private void unused(TileKind kind, CellField field, int... ids) {
        for (int id : ids) {
            change(kind, id, r -> r.withUnused(field));
        }
    }

    /** Replaces the tile {@code kind} accepts as {@code id}; it must exist. */
    private void change(TileKind kind, int id, java.util.function.UnaryOperator<DdnetTile> f) {
        for (int i = 0; i < rows.size(); i++) {
            if (rows.get(i).id() == id && rows.get(i).on(kind)) {
                rows.set(i, f.apply(rows.get(i)));
                return;
            }
        }
        throw new IllegalStateException("no tile " + id + " on the " + kind + " layer");
    }
}

package twedit.model.tiles;

import static twedit.model.tiles.TileExplanations.F;
import static twedit.model.tiles.TileExplanations.G;
import static twedit.model.tiles.TileExplanations.GF;
import static twedit.model.tiles.TileExplanations.GFS;
import static twedit.model.tiles.TileExplanations.P;
import static twedit.model.tiles.TileExplanations.PHYSICS;
import static twedit.model.tiles.TileExplanations.S;
import static twedit.model.tiles.TileExplanations.T;
import static twedit.model.tiles.TileExplanations.U;

/** The DDNet game type's tile explanations: the tiles and layers of DDNet's ExplainDDNet, in our words. */
final class DdnetExplanations {
    private DdnetExplanations() {}

    static TileExplanations.Table table() {
        TileExplanations.Table t = new TileExplanations.Table();
        basics(t);
        switchesAndTeleports(t);
        raceAndGlobals(t);
        entities(t);
        return t;
    }

    private static void basics(TileExplanations.Table t) {
        t.put(0, PHYSICS, "Empty: paints nothing, so it erases.")
                .put(1, G, "Hookable: solid ground a hook holds on to.")
                .put(2, GF, "Kill: a tee touching it dies.")
                .put(3, G, "Unhookable: solid ground a hook slides off.")
                .put(4, GF, "Laser blocker: dragging lasers, spinning lasers and plasma turrets cannot reach through.")
                .put(5, GF, "Hookthrough: the short form of the new hookthrough.")
                .put(
                        66,
                        GF,
                        "Hookthrough: over a wall, hooks pass from every side; alone, it stops hooks from every"
                                + " side.")
                .put(
                        67,
                        GF,
                        "Hookthrough: over a wall, hooks pass from one side; alone, it stops hooks from that"
                                + " side.")
                .put(6, GF, "Hookthrough: on hookable or unhookable walls, lets a hook through them.")
                .put(7, S, "Jump: sets how many jumps a tee has (the number; 2 by default).")
                .put(9, GF, "Freeze: freezes a tee for 3 seconds.")
                .put(9, S, "Freeze: freezes a tee for the number of seconds set.")
                .put(11, GF, "Unfreeze: ends a freeze at once.")
                .put(12, GFS, "Deep freeze: a freeze that lasts until an undeep tile.")
                .put(13, GFS, "Undeep: ends a deep freeze.")
                .put(144, GFS, "Live freeze: the tee cannot move or jump but can still hook and shoot.")
                .put(145, GFS, "Live unfreeze: ends a live freeze.")
                .put(16, GF, "Walljump: beside a wall, lets a tee climb it.")
                .put(17, GF, "Endless hook: the hook no longer lets go by itself.")
                .put(18, GF, "Endless hook off: the hook lets go as usual again.")
                .put(19, GF, "Hit others: weapons hit other tees.")
                .put(19, S, "Hit others: turns hitting others on for one weapon, chosen by the delay number.")
                .put(20, GF, "Hit others off: weapons no longer hit other tees.")
                .put(20, S, "Hit others off: turns hitting others off for one weapon, chosen by the delay number.")
                .put(21, GF, "Solo: from here the tee plays a solo part.")
                .put(22, GF, "Solo off: the solo part ends here.");
    }

    private static void switchesAndTeleports(TileExplanations.Table t) {
        t.put(22, S, "Timed switch: turns on the switch number (a door closes) for the seconds set.")
                .put(23, S, "Timed switch: turns off the switch number (a door opens) for the seconds set.")
                .put(24, S, "Switch: turns on the switch number (a door closes).")
                .put(25, S, "Switch: turns off the switch number (a door opens).")
                .put(79, S, "Penalty: adds the seconds set to the race time; bonus does the opposite.")
                .put(95, S, "Bonus: takes the seconds set off the race time; penalty does the opposite.")
                .put(
                        10,
                        T,
                        "Red teleport: sends the tee to the teleport-to of its number, stopping it and"
                                + " releasing its hook.")
                .put(
                        26,
                        T,
                        "Blue teleport: sends the tee to the teleport-to of its number, keeping its speed and"
                                + " hook.")
                .put(27, T, "Teleport to: where teleports, weapon and hook teleports of the same number come out.")
                .put(
                        14,
                        T,
                        "Weapon teleport: shots entering come out of the teleport-to of its number, with their"
                                + " direction, angle and length.")
                .put(
                        15,
                        T,
                        "Hook teleport: a hook entering comes out of the teleport-to of its number, with its"
                                + " direction, angle and length.")
                .put(
                        29,
                        T,
                        "Checkpoint teleport: remembered when touched; checkpoint teleports then send the tee to"
                                + " the checkpoint-to of this number.")
                .put(
                        30,
                        T,
                        "Checkpoint teleport to: where a tee comes out after the checkpoint of this number and a"
                                + " checkpoint teleport.")
                .put(
                        31,
                        T,
                        "Blue checkpoint teleport: sends the tee to the checkpoint-to of its last checkpoint,"
                                + " keeping speed and hook.")
                .put(
                        63,
                        T,
                        "Red checkpoint teleport: sends the tee to the checkpoint-to of its last checkpoint,"
                                + " stopping it and releasing its hook.")
                .put(28, P, "Old speedup: pushes a tee at the speed set, in the arrow's direction; deprecated.")
                .put(29, P, "Speedup: pushes a tee at the speed set, in the arrow's direction.")
                .put(68, U, "Tune zone: inside it, the tune zone's settings apply.");
    }

    private static void raceAndGlobals(TileExplanations.Table t) {
        String once = " One such tile anywhere in the map is enough.";
        t.put(32, GF, "Refill jumps: gives back every jump.")
                .put(33, GF, "Start: the race clock starts here.")
                .put(34, GF, "Finish: the race ends here.")
                .range(35, 59, GF, "Time checkpoint: shows whether the tee is ahead of or behind its best run.")
                .put(60, GF, "Stopper: hooks and shots pass; tees cannot cross it against the arrow.")
                .put(61, GF, "Stopper: hooks and shots pass; tees cannot cross it against either arrow.")
                .put(62, GF, "Stopper: hooks and shots pass; tees cannot cross it at all.")
                .put(64, GF, "Speeder: weapons, shields, hearts and spinning lasers over it move slowly.")
                .put(65, GF, "Speeder: weapons, shields, hearts and spinning lasers over it move fast.")
                .put(
                        71,
                        GF,
                        "Old shotgun for all: the shotgun always pulls towards the shooter, even after a bounce,"
                                + " and never hits the shooter." + once)
                .put(72, GF, "No collision for all: tees pass through each other." + once)
                .put(73, GF, "Endless hook for all: every hook is endless." + once)
                .put(74, GF, "No hitting for all: nobody's weapons hit others." + once)
                .put(75, GF, "No hooking for all: nobody can hook other tees." + once)
                .put(76, GF, "Unlock team: unlocks the team, so one death does not kill it.")
                .put(88, GF, "Collision off: the tee passes through others.")
                .put(89, GF, "Super jump off: air jumps are limited again.")
                .put(90, GF, "Jetpack off: the pistol is a pistol again.")
                .put(91, GF, "Hook others off: the tee can no longer hook others.")
                .put(104, GF, "Collision: the tee collides with others.")
                .put(105, GF, "Super jump: unlimited air jumps.")
                .put(106, GF, "Jetpack: the pistol becomes a jetpack.")
                .put(107, GF, "Hook others: the tee can hook others.")
                .put(96, GF, "Telegun: the pistol becomes a telegun.")
                .put(97, GF, "Telegun off: the pistol stops being a telegun.")
                .put(98, F, "Telegun spot: on a wall, a place to teleport to; movement stops.")
                .put(
                        98,
                        S,
                        "Telegun spot: on a wall, a place to teleport to; movement stops; for one weapon, chosen"
                                + " by the delay number.")
                .put(99, F, "Telegun spot: on a wall, a place to teleport to; movement is kept.")
                .put(
                        99,
                        S,
                        "Telegun spot: on a wall, a place to teleport to; movement is kept; for one weapon,"
                                + " chosen by the delay number.")
                .put(112, GF, "Telegrenade: the grenade launcher teleports.")
                .put(113, GF, "Telegrenade off: the grenade launcher stops teleporting.")
                .put(128, GF, "Telelaser: the laser rifle teleports.")
                .put(129, GF, "Telelaser off: the laser rifle stops teleporting.")
                .range(140, 143, PHYSICS, "Credits: names the makers of the entities image.")
                .range(156, 159, PHYSICS, "Credits: names the makers of the entities image.")
                .range(
                        190,
                        191,
                        PHYSICS,
                        "Entities off sign: tells players who see entities about a mark, hint or" + " text.");
    }

    /** Entity tiles: 191 plus DDNet's entity number. */
    private static void entities(TileExplanations.Table t) {
        String laser = "Spinning laser: a freezing laser starts here (its length from a laser length tile); ";
        String change = "Laser length change: beside a laser length, makes a (non-)spinning laser's length swing"
                + " (not a door's); ";
        String drag = "Dragging laser: pulls the nearest tee towards it; ";
        t.put(192, GF, "Spawn: tees appear here when they join or after dying.")
                .put(193, GF, "Spawn: the red team appears here; in DDRace as a normal spawn.")
                .put(194, GF, "Spawn: the blue team appears here; in DDRace as a normal spawn.")
                .put(195, GF, "Flag: the red team's flag stand; DDRace does not use it.")
                .put(196, GF, "Flag: the blue team's flag stand; DDRace does not use it.")
                .put(197, GFS, "Shield: takes every weapon but hammer and pistol.")
                .put(198, GFS, "Heart: freezes like a freeze tile (3 seconds unless set otherwise).")
                .put(199, GFS, "Shotgun: its shots pull tees towards the shooter and bounce off walls.")
                .put(200, GFS, "Grenade launcher: fires exploding shots.")
                .put(201, GFS, "Ninja: the ninja sword.")
                .put(202, GFS, "Laser: its shot unfreezes the tee it hits and bounces off walls.")
                .put(203, GFS, laser + "turns anticlockwise, fast.")
                .put(204, GFS, laser + "turns anticlockwise, at medium speed.")
                .put(205, GFS, laser + "turns anticlockwise, slowly.")
                .put(
                        206,
                        GFS,
                        "Non-spinning laser: a freezing laser starts here (its length from a laser length" + " tile).")
                .put(207, GFS, laser + "turns clockwise, slowly.")
                .put(208, GFS, laser + "turns clockwise, at medium speed.")
                .put(209, GFS, laser + "turns clockwise, fast.")
                .put(210, GFS, "Laser length: beside a door or spinning laser, makes it 3 tiles long.")
                .put(211, GFS, "Laser length: beside a door or spinning laser, makes it 6 tiles long.")
                .put(212, GFS, "Laser length: beside a door or spinning laser, makes it 9 tiles long.")
                .put(213, GFS, change + "lengthens first, slowly.")
                .put(214, GFS, change + "lengthens first, at medium speed.")
                .put(215, GFS, change + "lengthens first, fast.")
                .put(216, GFS, change + "shortens first, slowly.")
                .put(217, GFS, change + "shortens first, at medium speed.")
                .put(218, GFS, change + "shortens first, fast.")
                .put(220, GFS, "Plasma turret: fires at the nearest tee; the shot explodes on a wall or tee.")
                .put(221, GFS, "Plasma turret: fires at the nearest tee; the shot freezes.")
                .put(
                        222,
                        GFS,
                        "Plasma turret: fires at the nearest tee; the shot freezes and explodes on a wall or" + " tee.")
                .put(223, GFS, "Plasma turret: fires at the nearest tee; the shot unfreezes.")
                .put(
                        224,
                        GFS,
                        "Exploding bullet: bounces off walls with an explosion; touching it freezes (3"
                                + " seconds unless set otherwise).")
                .put(225, GFS, "Bullet: bounces off walls; touching it freezes (3 seconds unless set otherwise).")
                .put(226, GFS, "Shotgun shield: takes the shotgun.")
                .put(227, GFS, "Grenade shield: takes the grenade launcher.")
                .put(228, GFS, "Ninja shield: takes the ninja sword.")
                .put(229, GFS, "Laser shield: takes the laser rifle.")
                .put(233, GFS, drag + "not through walls or laser blockers; weak.")
                .put(234, GFS, drag + "not through walls or laser blockers; medium.")
                .put(235, GFS, drag + "not through walls or laser blockers; strong.")
                .put(236, GFS, drag + "through walls but not laser blockers; weak.")
                .put(237, GFS, drag + "through walls but not laser blockers; medium.")
                .put(238, GFS, drag + "through walls but not laser blockers; strong.")
                .put(240, GFS, "Door: with a laser length tile, a laser only ninjas pass.");
    }
}

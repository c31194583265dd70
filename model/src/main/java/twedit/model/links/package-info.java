/**
 * Tele, switch and checkpoint links: {@link twedit.model.links.LinkIndex} reads a map's tele, switch, speedup, game
 * and front layers once and lists, per number, the entrances and exits, triggers and targets and checkpoints in
 * order, with the dangling ones ({@link twedit.model.links.Dangling}) and the next free numbers;
 * {@link twedit.model.links.LinkEdits} renumbers a number as one edit and bumps the numbers of a brush. What each
 * tile does comes from the tile table ({@link twedit.model.tiles.LinkRole}).
 */
package twedit.model.links;

/*
 * twedit: draws our own entity-overlay atlases and writes the tile-name tables.
 *
 * Usage (from the repository root):
 *   java -Djava.awt.headless=true resources/tools/DrawOverlays.java OUTDIR [TILESDIR]
 *
 * OUTDIR receives game.png, front.png, tele.png, speedup.png, switch.png and tune.png: 1024x1024 RGBA
 * atlases of 16x16 cells of 64x64 px; the art of tile id N sits in column N % 16, row N / 16 (the layout of
 * DDNet's entity images). Only ids valid on that layer get art; every other cell, and air (id 0), stays fully
 * transparent. When TILESDIR is given, the tile-name tables game.tsv ... tune.tsv are written there too, from
 * the same table this program draws from, so names and art never disagree.
 *
 * The committed outputs live in resources/src/main/resources/twedit/resources/{overlay,tiles}/:
 *   java -Djava.awt.headless=true resources/tools/DrawOverlays.java \
 *       resources/src/main/resources/twedit/resources/overlay resources/src/main/resources/twedit/resources/tiles
 *
 * Single file, Java 17, Java2D only, no dependencies. Source of the ids: shared/spec/ddnet-tiles.md.
 */

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.GradientPaint;
import java.awt.Graphics2D;
import java.awt.RadialGradientPaint;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.font.FontRenderContext;
import java.awt.font.TextLayout;
import java.awt.geom.AffineTransform;
import java.awt.geom.Arc2D;
import java.awt.geom.Area;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.stream.ImageOutputStream;

public class DrawOverlays {

    static final int CELL = 64;
    static final int GRID = 16;

    // ------------------------------------------------------------------------------------------------
    // Tile table (shared/spec/ddnet-tiles.md)
    // ------------------------------------------------------------------------------------------------

    record Tile(int id, String shortName, String name, String category) {}

    /** Names of Game/Front ids and entities; other layers override where the id means something else. */
    static final Map<Integer, Tile> COMMON = new TreeMap<>();

    static void n(int id, String shortName, String name, String category) {
        COMMON.put(id, new Tile(id, shortName, name, category));
    }

    static {
        n(0, "air", "Air", "air");
        n(1, "solid", "Solid (hookable)", "collision");
        n(2, "death", "Death", "death");
        n(3, "nohook", "Nohook (unhookable)", "collision");
        n(4, "nolaser", "Nolaser", "collision");
        n(5, "through_cut", "Through cut", "collision");
        n(6, "through", "Through", "collision");
        n(7, "jump", "Jump", "modifier");
        n(9, "freeze", "Freeze", "freeze");
        n(10, "tele_in_evil", "Tele in evil", "teleport");
        n(11, "unfreeze", "Unfreeze", "freeze");
        n(12, "deep_freeze", "Deep freeze", "freeze");
        n(13, "deep_unfreeze", "Deep unfreeze", "freeze");
        n(14, "tele_in_weapon", "Tele in weapon", "teleport");
        n(15, "tele_in_hook", "Tele in hook", "teleport");
        n(16, "walljump", "Walljump", "modifier");
        n(17, "endless_hook_enable", "Endless hook enable", "modifier");
        n(18, "endless_hook_disable", "Endless hook disable", "modifier");
        n(19, "hit_enable", "Hit enable", "modifier");
        n(20, "hit_disable", "Hit disable", "modifier");
        n(21, "solo_enable", "Solo enable", "modifier");
        n(22, "solo_disable", "Solo disable", "modifier");
        n(26, "tele_in", "Tele in", "teleport");
        n(27, "tele_out", "Tele out", "teleport");
        n(28, "speed_boost_old", "Speed boost (old)", "speedup");
        n(29, "speed_boost", "Speed boost", "speedup");
        n(30, "tele_check_out", "Tele check out", "teleport");
        n(31, "tele_check_in", "Tele check in", "teleport");
        n(32, "refill_jumps", "Refill jumps", "modifier");
        n(33, "start", "Start", "timing");
        n(34, "finish", "Finish", "timing");
        for (int k = 0; k <= 24; k++) {
            n(35 + k, "time_checkpoint_" + k, "Time checkpoint " + k, "timing");
        }
        n(60, "stopper_one_way", "Stopper one-way", "stopper");
        n(61, "stopper_two_way", "Stopper two-way", "stopper");
        n(62, "stopper_all_way", "Stopper all-way", "stopper");
        n(63, "tele_check_in_evil", "Tele check in evil", "teleport");
        n(64, "cp", "CP", "misc");
        n(65, "cp_f", "CP F", "misc");
        n(66, "through_all", "Through all", "collision");
        n(67, "through_dir", "Through dir", "collision");
        n(68, "tune", "Tune", "tune");
        n(71, "old_laser", "Old laser", "modifier");
        n(72, "npc", "NPC", "modifier");
        n(73, "endless_hook", "Endless hook", "modifier");
        n(74, "no_hit", "No hit", "modifier");
        n(75, "nph", "No player hook (nph)", "modifier");
        n(76, "unlock_team", "Unlock team", "misc");
        n(79, "add_time", "Add time", "timing");
        n(88, "npc_disable", "NPC disable", "modifier");
        n(89, "unlimited_jumps_disable", "Unlimited jumps disable", "modifier");
        n(90, "jetpack_disable", "Jetpack disable", "modifier");
        n(91, "nph_disable", "NPH disable", "modifier");
        n(95, "subtract_time", "Subtract time", "timing");
        n(96, "tele_gun_enable", "Tele gun enable", "teleport");
        n(97, "tele_gun_disable", "Tele gun disable", "teleport");
        n(98, "allow_tele_gun", "Allow tele gun", "teleport");
        n(99, "allow_blue_tele_gun", "Allow blue tele gun", "teleport");
        n(104, "npc_enable", "NPC enable", "modifier");
        n(105, "unlimited_jumps_enable", "Unlimited jumps enable", "modifier");
        n(106, "jetpack_enable", "Jetpack enable", "modifier");
        n(107, "nph_enable", "NPH enable", "modifier");
        n(112, "tele_grenade_enable", "Tele grenade enable", "teleport");
        n(113, "tele_grenade_disable", "Tele grenade disable", "teleport");
        n(128, "tele_laser_enable", "Tele laser enable", "teleport");
        n(129, "tele_laser_disable", "Tele laser disable", "teleport");
        n(144, "live_freeze", "Live freeze", "freeze");
        n(145, "live_unfreeze", "Live unfreeze", "freeze");
        n(190, "entities_off_1", "Entities off 1", "misc");
        n(191, "entities_off_2", "Entities off 2", "misc");
        // entities: tile id = 191 + entity number
        n(192, "spawn", "Spawn", "entity");
        n(193, "spawn_red", "Spawn red", "entity");
        n(194, "spawn_blue", "Spawn blue", "entity");
        n(195, "flag_stand_red", "Flag stand red", "entity");
        n(196, "flag_stand_blue", "Flag stand blue", "entity");
        n(197, "armor", "Armor", "entity");
        n(198, "health", "Health", "entity");
        n(199, "shotgun", "Shotgun", "weapon");
        n(200, "grenade", "Grenade", "weapon");
        n(201, "ninja", "Ninja", "weapon");
        n(202, "laser", "Laser", "weapon");
        String[] rot = {"fast_ccw", "normal_ccw", "slow_ccw", "stop", "slow_cw", "normal_cw", "fast_cw"};
        for (int k = 0; k < rot.length; k++) {
            n(203 + k, "rotating_laser_" + rot[k], "Rotating laser " + rot[k].replace('_', ' '), "laser");
        }
        String[] mod = {"short", "medium", "long", "circle_slow", "circle_normal", "circle_fast",
            "oscillate_slow", "oscillate_normal", "oscillate_fast"};
        for (int k = 0; k < mod.length; k++) {
            n(210 + k, "laser_" + mod[k], "Laser " + mod[k].replace('_', ' '), "laser");
        }
        n(220, "plasma_explosive", "Plasma explosive", "entity");
        n(221, "plasma_freeze", "Plasma freeze", "entity");
        n(222, "plasma", "Plasma", "entity");
        n(223, "plasma_unfreeze", "Plasma unfreeze", "entity");
        n(224, "crazy_shotgun_explosive", "Crazy shotgun explosive", "weapon");
        n(225, "crazy_shotgun", "Crazy shotgun", "weapon");
        n(226, "armor_shotgun", "Armor shotgun", "weapon");
        n(227, "armor_grenade", "Armor grenade", "weapon");
        n(228, "armor_ninja", "Armor ninja", "weapon");
        n(229, "armor_laser", "Armor laser", "weapon");
        n(233, "dragger_weak", "Dragger weak", "entity");
        n(234, "dragger_normal", "Dragger normal", "entity");
        n(235, "dragger_strong", "Dragger strong", "entity");
        n(236, "dragger_weak_through_walls", "Dragger weak through walls", "entity");
        n(237, "dragger_normal_through_walls", "Dragger normal through walls", "entity");
        n(238, "dragger_strong_through_walls", "Dragger strong through walls", "entity");
        n(240, "door", "Door", "entity");
    }

    static final String[] LAYER_KINDS = {"game", "front", "tele", "speedup", "switch", "tune"};

    /** Parses "0-6, 9, 11-13" into a sorted id set. */
    static TreeSet<Integer> ranges(String spec) {
        TreeSet<Integer> out = new TreeSet<>();
        for (String part : spec.split(",")) {
            String p = part.trim();
            int dash = p.indexOf('-');
            int a = Integer.parseInt(dash < 0 ? p : p.substring(0, dash).trim());
            int b = dash < 0 ? a : Integer.parseInt(p.substring(dash + 1).trim());
            for (int i = a; i <= b; i++) {
                out.add(i);
            }
        }
        return out;
    }

    static TreeSet<Integer> entityIds() {
        TreeSet<Integer> out = new TreeSet<>();
        for (int id : COMMON.keySet()) {
            if (id >= 192) {
                out.add(id);
            }
        }
        return out;
    }

    /** The valid tiles of one layer kind, sorted by id. */
    static List<Tile> tiles(String kind) {
        Map<Integer, Tile> out = new TreeMap<>();
        switch (kind) {
            case "game", "front" -> {
                TreeSet<Integer> ids = ranges("0-6, 9, 11-13, 16-22, 32-62, 64-67, 71-76, 88-91, 96-97, "
                    + "104-107, 112-113, 128-129, 144-145, 190-191");
                ids.addAll(entityIds());
                if (kind.equals("front")) {
                    ids.remove(1);
                    ids.remove(3);
                    ids.addAll(List.of(98, 99));
                }
                for (int id : ids) {
                    out.put(id, common(id));
                }
            }
            case "tele" -> {
                for (int id : ranges("10, 14, 15, 26, 27, 30, 31, 63")) {
                    out.put(id, common(id));
                }
                out.put(29, new Tile(29, "tele_check", "Tele check", "teleport"));
            }
            case "speedup" -> {
                out.put(28, common(28));
                out.put(29, common(29));
            }
            case "switch" -> {
                for (int id : ranges("7, 9, 12, 13, 19, 20, 79, 95, 98, 99, 144, 145")) {
                    out.put(id, common(id));
                }
                out.put(22, new Tile(22, "switch_timed_open", "Switch timed open", "switch"));
                out.put(23, new Tile(23, "switch_timed_close", "Switch timed close", "switch"));
                out.put(24, new Tile(24, "switch_open", "Switch open", "switch"));
                out.put(25, new Tile(25, "switch_close", "Switch close", "switch"));
                for (int id : entityIds()) {
                    if (id >= 197) {
                        out.put(id, common(id));
                    }
                }
            }
            case "tune" -> out.put(68, common(68));
            default -> throw new IllegalArgumentException("unknown layer kind " + kind);
        }
        return new ArrayList<>(out.values());
    }

    static Tile common(int id) {
        Tile t = COMMON.get(id);
        if (t == null) {
            throw new IllegalStateException("no name for tile id " + id);
        }
        return t;
    }

    // ------------------------------------------------------------------------------------------------
    // Main
    // ------------------------------------------------------------------------------------------------

    public static void main(String[] args) throws IOException {
        if (args.length < 1 || args.length > 2) {
            System.err.println("usage: java -Djava.awt.headless=true DrawOverlays.java OUTDIR [TILESDIR]");
            System.exit(2);
        }
        Path outDir = Path.of(args[0]);
        Files.createDirectories(outDir);
        for (String kind : LAYER_KINDS) {
            BufferedImage atlas = atlas(kind);
            Path file = outDir.resolve(kind + ".png");
            writePng(atlas, file);
            System.out.printf("%-8s %3d tiles  %s (%d bytes)%n", kind, tiles(kind).size(), file, Files.size(file));
        }
        if (args.length == 2) {
            Path tilesDir = Path.of(args[1]);
            Files.createDirectories(tilesDir);
            for (String kind : LAYER_KINDS) {
                writeTsv(kind, tilesDir.resolve(kind + ".tsv"));
            }
            System.out.println("tile-name tables written to " + tilesDir);
        }
    }

    static void writeTsv(String kind, Path file) throws IOException {
        try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            w.write("# twedit tile names, " + kind + " layer: one line per tile id valid on this layer.\n");
            w.write("# format: id<TAB>short_name<TAB>Human readable name<TAB>category; lines starting with # are"
                + " comments.\n");
            w.write("# categories: air collision death freeze teleport timing stopper modifier weapon entity laser"
                + " switch speedup tune misc\n");
            w.write("# generated by resources/tools/DrawOverlays.java from shared/spec/ddnet-tiles.md\n");
            for (Tile t : tiles(kind)) {
                w.write(t.id() + "\t" + t.shortName() + "\t" + t.name() + "\t" + t.category() + "\n");
            }
        }
    }

    static void writePng(BufferedImage img, Path file) throws IOException {
        ImageWriter writer = ImageIO.getImageWritersByFormatName("png").next();
        ImageWriteParam param = writer.getDefaultWriteParam();
        if (param.canWriteCompressed()) {
            param.setCompressionMode(ImageWriteParam.MODE_EXPLICIT);
            param.setCompressionQuality(0.0f); // 0 = best compression for the JDK PNG writer
        }
        Files.deleteIfExists(file);
        try (ImageOutputStream out = ImageIO.createImageOutputStream(file.toFile())) {
            writer.setOutput(out);
            writer.write(null, new IIOImage(img, null, null), param);
        } finally {
            writer.dispose();
        }
    }

    static BufferedImage atlas(String kind) {
        BufferedImage img = new BufferedImage(CELL * GRID, CELL * GRID, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
        for (Tile t : tiles(kind)) {
            if (t.id() == 0) {
                continue; // air is never drawn
            }
            Graphics2D c = (Graphics2D) g.create();
            int col = t.id() % GRID;
            int row = t.id() / GRID;
            c.translate(col * CELL, row * CELL);
            c.clip(new Rectangle2D.Double(0, 0, CELL, CELL));
            drawTile(c, kind, t.id());
            c.dispose();
        }
        g.dispose();
        return img;
    }

    // ------------------------------------------------------------------------------------------------
    // Palette
    // ------------------------------------------------------------------------------------------------

    static Color rgba(int r, int g, int b, int a) {
        return new Color(r, g, b, a);
    }

    static final Color OUTLINE = rgba(20, 20, 28, 220);
    static final Color WHITE = rgba(255, 255, 255, 255);
    static final Color SWITCH_BG = rgba(240, 140, 40, 150);
    static final Color SWITCH_BORDER = rgba(160, 80, 10, 235);
    static final Color TELE_BG = rgba(150, 70, 210, 150);
    static final Color TELE_CHECK_BG = rgba(95, 85, 215, 150);
    static final Color TELE_EVIL_BG = rgba(200, 40, 110, 160);
    static final Color LASER = rgba(110, 210, 255, 255);
    static final Color LASER_DARK = rgba(30, 110, 210, 255);
    static final Color GREEN = rgba(45, 175, 70, 255);
    static final Color RED = rgba(215, 50, 50, 255);

    /** Set while drawing the switch atlas: every square background becomes orange. */
    static boolean switchMode;

    static Color darker(Color c) {
        return rgba((int) (c.getRed() * 0.55), (int) (c.getGreen() * 0.55), (int) (c.getBlue() * 0.55),
            Math.min(255, c.getAlpha() + 80));
    }

    // ------------------------------------------------------------------------------------------------
    // Dispatch
    // ------------------------------------------------------------------------------------------------

    static void drawTile(Graphics2D g, String kind, int id) {
        switchMode = kind.equals("switch");
        try {
            switch (kind) {
                case "tele" -> drawTele(g, id);
                case "speedup" -> drawSpeedup(g, id);
                case "tune" -> drawTune(g);
                case "switch" -> drawSwitch(g, id);
                default -> drawGame(g, id);
            }
        } finally {
            switchMode = false;
        }
    }

    static void drawGame(Graphics2D g, int id) {
        if (id >= 192) {
            drawEntity(g, id);
            return;
        }
        if (id >= 35 && id <= 59) {
            square(g, rgba(30, 160, 165, 165));
            text(g, "CP", 32, 15, 30, 11, WHITE);
            text(g, Integer.toString(id - 35), 32, 40, 46, 24, WHITE);
            return;
        }
        switch (id) {
            case 1 -> square(g, rgba(150, 115, 80, 200));
            case 2 -> {
                square(g, rgba(205, 35, 35, 175));
                skull(g);
            }
            case 3 -> {
                square(g, rgba(70, 82, 105, 200));
                hatch(g, rgba(175, 185, 205, 200));
                squareBorder(g, rgba(70, 82, 105, 200));
            }
            case 4 -> {
                square(g, rgba(175, 80, 150, 150));
                noLaser(g);
            }
            case 5 -> through(g, "CUT");
            case 6 -> through(g, "THR");
            case 66 -> through(g, "ALL");
            case 67 -> {
                through(g, null);
                arrowOutlined(g, 32, 54, 32, 10, 9, 22, 16, WHITE);
            }
            case 7 -> {
                square(g, rgba(90, 160, 230, 150));
                arrowOutlined(g, 32, 54, 32, 12, 10, 28, 18, WHITE);
                cornerText(g, "J");
            }
            case 9 -> {
                square(g, rgba(150, 205, 255, 130));
                snowflake(g, 32, 32, 20, WHITE, false);
            }
            case 11 -> {
                square(g, rgba(245, 240, 200, 110));
                snowflake(g, 32, 32, 20, rgba(235, 245, 255, 255), true);
            }
            case 12 -> {
                square(g, rgba(45, 90, 210, 175));
                innerFrame(g, rgba(20, 40, 120, 235));
                snowflake(g, 32, 32, 18, WHITE, false);
                cornerText(g, "D");
            }
            case 13 -> {
                square(g, rgba(235, 225, 170, 150));
                innerFrame(g, rgba(140, 125, 60, 235));
                snowflake(g, 32, 32, 18, rgba(235, 245, 255, 255), true);
                cornerText(g, "D");
            }
            case 144 -> {
                square(g, rgba(90, 200, 215, 150));
                snowflake(g, 32, 32, 18, WHITE, false);
                cornerText(g, "L");
            }
            case 145 -> {
                square(g, rgba(215, 245, 190, 130));
                snowflake(g, 32, 32, 18, rgba(235, 245, 255, 255), true);
                cornerText(g, "L");
            }
            case 16 -> modifier(g, "WJ", 0);
            case 17 -> modifier(g, "EH", +1);
            case 18 -> modifier(g, "EH", -1);
            case 73 -> modifier(g, "EH", 0);
            case 19 -> modifier(g, "HIT", +1);
            case 20 -> modifier(g, "HIT", -1);
            case 74 -> modifier(g, "NH", 0);
            case 21 -> modifier(g, "SOLO", +1);
            case 22 -> modifier(g, "SOLO", -1);
            case 32 -> {
                square(g, rgba(90, 160, 230, 150));
                arrowOutlined(g, 22, 52, 22, 14, 7, 20, 14, WHITE);
                arrowOutlined(g, 42, 52, 42, 14, 7, 20, 14, WHITE);
                cornerText(g, "R");
            }
            case 33 -> {
                square(g, rgba(40, 170, 70, 180));
                flag(g, 14, 50, WHITE);
                text(g, "S", 38, 34, 30, 30, WHITE);
            }
            case 34 -> {
                square(g, rgba(200, 45, 45, 180));
                checker(g);
                text(g, "F", 32, 40, 30, 26, WHITE);
            }
            case 60 -> {
                square(g, rgba(230, 195, 50, 120));
                arrowOutlined(g, 32, 6, 32, 42, 9, 24, 16, WHITE);
                barOutlined(g, 10, 50, 54, 50);
            }
            case 61 -> {
                square(g, rgba(230, 195, 50, 120));
                arrowOutlined(g, 32, 3, 32, 25, 8, 22, 12, WHITE);
                arrowOutlined(g, 32, 61, 32, 39, 8, 22, 12, WHITE);
                barOutlined(g, 10, 32, 54, 32);
            }
            case 62 -> {
                square(g, rgba(230, 195, 50, 120));
                Shape box = new Rectangle2D.Double(24, 24, 16, 16);
                fillOutlined(g, box, WHITE);
                arrowOutlined(g, 32, 2, 32, 20, 6, 16, 9, WHITE);
                arrowOutlined(g, 32, 62, 32, 44, 6, 16, 9, WHITE);
                arrowOutlined(g, 2, 32, 20, 32, 6, 16, 9, WHITE);
                arrowOutlined(g, 62, 32, 44, 32, 6, 16, 9, WHITE);
            }
            case 64 -> {
                square(g, rgba(120, 120, 130, 150));
                text(g, "CP", 32, 32, 44, 22, WHITE);
            }
            case 65 -> {
                square(g, rgba(120, 120, 130, 150));
                text(g, "CPF", 32, 32, 50, 20, WHITE);
            }
            case 71 -> modifier(g, "OL", 0);
            case 72 -> modifier(g, "NPC", 0);
            case 75 -> modifier(g, "NPH", 0);
            case 76 -> {
                square(g, rgba(120, 120, 130, 150));
                padlock(g);
            }
            case 88 -> modifier(g, "NPC", -1);
            case 89 -> modifier(g, "UJ", -1);
            case 90 -> modifier(g, "JP", -1);
            case 91 -> modifier(g, "NPH", -1);
            case 104 -> modifier(g, "NPC", +1);
            case 105 -> modifier(g, "UJ", +1);
            case 106 -> modifier(g, "JP", +1);
            case 107 -> modifier(g, "NPH", +1);
            case 79 -> {
                square(g, rgba(30, 160, 165, 165));
                clock(g, 30, 34, 18);
                badge(g, +1);
            }
            case 95 -> {
                square(g, rgba(30, 160, 165, 165));
                clock(g, 30, 34, 18);
                badge(g, -1);
            }
            case 96 -> teleWeapon(g, "GUN", +1);
            case 97 -> teleWeapon(g, "GUN", -1);
            case 112 -> teleWeapon(g, "GRN", +1);
            case 113 -> teleWeapon(g, "GRN", -1);
            case 128 -> teleWeapon(g, "LSR", +1);
            case 129 -> teleWeapon(g, "LSR", -1);
            case 98 -> {
                square(g, TELE_BG);
                text(g, "ALLOW", 21, 13, 32, 9, WHITE);
                text(g, "TG", 32, 40, 44, 22, WHITE);
                badge(g, 2);
            }
            case 99 -> {
                square(g, rgba(80, 90, 220, 160));
                text(g, "ALLOW", 21, 13, 32, 9, WHITE);
                text(g, "TG", 32, 40, 44, 22, rgba(140, 200, 255, 255));
                badge(g, 2);
            }
            case 190, 191 -> {
                square(g, rgba(90, 90, 100, 170));
                text(g, "ENT OFF", 32, 14, 52, 9, WHITE);
                text(g, Integer.toString(id - 189), 32, 40, 30, 24, WHITE);
            }
            default -> throw new IllegalStateException("no game art for id " + id);
        }
    }

    static void drawEntity(Graphics2D g, int id) {
        switch (id) {
            case 192 -> tee(g, 32, 34, 20, rgba(205, 165, 115, 255));
            case 193 -> tee(g, 32, 34, 20, rgba(225, 70, 70, 255));
            case 194 -> tee(g, 32, 34, 20, rgba(70, 115, 230, 255));
            case 195 -> flagStand(g, rgba(225, 55, 55, 255));
            case 196 -> flagStand(g, rgba(60, 110, 235, 255));
            case 197 -> shield(g, rgba(240, 180, 40, 255), null);
            case 198 -> heart(g);
            case 199 -> weapon(g, 'S', rgba(200, 120, 50, 255), null);
            case 200 -> weapon(g, 'G', rgba(90, 165, 60, 255), null);
            case 201 -> weapon(g, 'N', rgba(120, 75, 165, 255), null);
            case 202 -> weapon(g, 'L', rgba(60, 145, 240, 255), null);
            case 203 -> rotatingLaser(g, +1, "F");
            case 204 -> rotatingLaser(g, +1, "N");
            case 205 -> rotatingLaser(g, +1, "S");
            case 206 -> rotatingLaser(g, 0, null);
            case 207 -> rotatingLaser(g, -1, "S");
            case 208 -> rotatingLaser(g, -1, "N");
            case 209 -> rotatingLaser(g, -1, "F");
            case 210 -> laserLength(g, 16);
            case 211 -> laserLength(g, 30);
            case 212 -> laserLength(g, 46);
            case 213 -> laserCircle(g, "S");
            case 214 -> laserCircle(g, "N");
            case 215 -> laserCircle(g, "F");
            case 216 -> laserOscillate(g, "S");
            case 217 -> laserOscillate(g, "N");
            case 218 -> laserOscillate(g, "F");
            case 220 -> plasma(g, rgba(255, 120, 40, 255), 1);
            case 221 -> plasma(g, rgba(120, 200, 255, 255), 2);
            case 222 -> plasma(g, rgba(230, 80, 230, 255), 0);
            case 223 -> plasma(g, rgba(250, 235, 140, 255), 3);
            case 224 -> weapon(g, 'C', rgba(225, 85, 55, 255), rgba(255, 200, 60, 255));
            case 225 -> weapon(g, 'C', rgba(225, 85, 55, 255), null);
            case 226 -> shield(g, rgba(170, 180, 195, 255), "S");
            case 227 -> shield(g, rgba(170, 180, 195, 255), "G");
            case 228 -> shield(g, rgba(170, 180, 195, 255), "N");
            case 229 -> shield(g, rgba(170, 180, 195, 255), "L");
            case 233 -> dragger(g, 1, false);
            case 234 -> dragger(g, 2, false);
            case 235 -> dragger(g, 3, false);
            case 236 -> dragger(g, 1, true);
            case 237 -> dragger(g, 2, true);
            case 238 -> dragger(g, 3, true);
            case 240 -> door(g);
            default -> throw new IllegalStateException("no entity art for id " + id);
        }
    }

    static void drawTele(Graphics2D g, int id) {
        switch (id) {
            case 26 -> tele(g, TELE_BG, true, null);
            case 27 -> tele(g, rgba(200, 110, 225, 150), false, null);
            case 10 -> tele(g, TELE_EVIL_BG, true, "E");
            case 14 -> tele(g, TELE_BG, true, "W");
            case 15 -> tele(g, TELE_BG, true, "H");
            case 29 -> {
                square(g, TELE_CHECK_BG);
                ringOutlined(g, 32, 32, 17, 5, WHITE);
                cornerText(g, "C");
            }
            case 30 -> tele(g, TELE_CHECK_BG, false, "C");
            case 31 -> tele(g, TELE_CHECK_BG, true, "C");
            case 63 -> tele(g, TELE_EVIL_BG, true, "CE");
            default -> throw new IllegalStateException("no tele art for id " + id);
        }
    }

    static void drawSpeedup(Graphics2D g, int id) {
        // Angle 0 = pointing right; the editor rotates the cell by the tile's angle.
        if (id == 29) {
            square(g, rgba(240, 175, 40, 120));
            Shape arrow = arrowShape(6, 32, 58, 32, 14, 36, 22);
            fillOutlined(g, arrow, WHITE);
        } else if (id == 28) {
            square(g, rgba(170, 150, 110, 120));
            Shape arrow = arrowShape(8, 32, 56, 32, 12, 32, 20);
            strokeOutlined(g, arrow, 3.5f, WHITE);
        } else {
            throw new IllegalStateException("no speedup art for id " + id);
        }
    }

    static void drawTune(Graphics2D g) {
        square(g, rgba(40, 185, 150, 130));
        Path2D fork = new Path2D.Double();
        fork.moveTo(20, 8);
        fork.lineTo(20, 26);
        fork.quadTo(20, 38, 32, 38);
        fork.quadTo(44, 38, 44, 26);
        fork.lineTo(44, 8);
        fork.moveTo(32, 38);
        fork.lineTo(32, 57);
        strokeOutlined(g, fork, 6f, WHITE);
    }

    static void drawSwitch(Graphics2D g, int id) {
        if (id >= 192) {
            square(g, SWITCH_BG);
            drawEntity(g, id);
            return;
        }
        switch (id) {
            case 22 -> {
                square(g, SWITCH_BG);
                toggle(g, true);
                smallClock(g);
            }
            case 23 -> {
                square(g, SWITCH_BG);
                toggle(g, false);
                smallClock(g);
            }
            case 24 -> {
                square(g, SWITCH_BG);
                toggle(g, true);
            }
            case 25 -> {
                square(g, SWITCH_BG);
                toggle(g, false);
            }
            default -> drawGame(g, id); // same pictogram, orange background (switchMode)
        }
    }

    // ------------------------------------------------------------------------------------------------
    // Building blocks
    // ------------------------------------------------------------------------------------------------

    /** A full-cell translucent square with a 2 px darker border (orange on the switch layer). */
    static void square(Graphics2D g, Color fill) {
        Color f = switchMode ? SWITCH_BG : fill;
        g.setColor(f);
        g.fill(new Rectangle2D.Double(0, 0, CELL, CELL));
        squareBorder(g, f);
    }

    static void squareBorder(Graphics2D g, Color fill) {
        g.setColor(switchMode ? SWITCH_BORDER : darker(fill));
        g.setStroke(new BasicStroke(2f));
        g.draw(new Rectangle2D.Double(1, 1, CELL - 2, CELL - 2));
    }

    static void innerFrame(Graphics2D g, Color c) {
        g.setColor(switchMode ? SWITCH_BORDER : c);
        g.setStroke(new BasicStroke(2f));
        g.draw(new Rectangle2D.Double(5, 5, CELL - 10, CELL - 10));
    }

    static void fillOutlined(Graphics2D g, Shape s, Color fill) {
        g.setColor(OUTLINE);
        g.setStroke(new BasicStroke(4f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(s);
        g.setColor(fill);
        g.fill(s);
    }

    static void strokeOutlined(Graphics2D g, Shape s, float width, Color color) {
        g.setColor(OUTLINE);
        g.setStroke(new BasicStroke(width + 4f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(s);
        g.setColor(color);
        g.setStroke(new BasicStroke(width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(s);
    }

    static void ringOutlined(Graphics2D g, double cx, double cy, double r, float width, Color color) {
        strokeOutlined(g, new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r), width, color);
    }

    static void barOutlined(Graphics2D g, double x1, double y1, double x2, double y2) {
        Shape bar = new BasicStroke(7f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER)
            .createStrokedShape(new Line2D.Double(x1, y1, x2, y2));
        fillOutlined(g, bar, WHITE);
    }

    /** White bold sans-serif text centred on (cx, cy), fitted into maxW x maxH (cap height), dark outline. */
    static void text(Graphics2D g, String s, double cx, double cy, double maxW, double maxH, Color fill) {
        Font font = new Font(Font.SANS_SERIF, Font.BOLD, 100);
        FontRenderContext frc = g.getFontRenderContext();
        TextLayout layout = new TextLayout(s, font, frc);
        Rectangle2D bounds = layout.getBounds();
        double capHeight = new TextLayout("H", font, frc).getBounds().getHeight();
        double scale = Math.min(maxW / bounds.getWidth(), maxH / capHeight);
        AffineTransform at = new AffineTransform();
        at.translate(cx, cy);
        at.scale(scale, scale);
        at.translate(-bounds.getCenterX(), capHeight / 2);
        Shape outline = layout.getOutline(at);
        g.setColor(OUTLINE);
        float ow = maxH >= 16 ? 4.5f : 3f;
        g.setStroke(new BasicStroke(ow, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(outline);
        g.setColor(fill);
        g.fill(outline);
    }

    /** A small label in the top-left corner, for variants (deep, live, tele sub-kinds). */
    static void cornerText(Graphics2D g, String s) {
        text(g, s, 4 + 7 * s.length(), 12, 14 * s.length(), 14, WHITE);
    }

    /** A corner badge: +1 green plus, -1 red minus, 2 green check. */
    static void badge(Graphics2D g, int kind) {
        double cx = 52;
        double cy = 12;
        double r = 10;
        Shape disc = new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r);
        g.setColor(OUTLINE);
        g.setStroke(new BasicStroke(3f));
        g.draw(disc);
        g.setColor(kind < 0 ? RED : GREEN);
        g.fill(disc);
        g.setColor(WHITE);
        g.setStroke(new BasicStroke(3.5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        Path2D p = new Path2D.Double();
        if (kind == 2) {
            p.moveTo(cx - 5, cy);
            p.lineTo(cx - 1.5, cy + 4);
            p.lineTo(cx + 5, cy - 4);
        } else {
            p.moveTo(cx - 5.5, cy);
            p.lineTo(cx + 5.5, cy);
            if (kind > 0) {
                p.moveTo(cx, cy - 5.5);
                p.lineTo(cx, cy + 5.5);
            }
        }
        g.draw(p);
    }

    static void modifier(Graphics2D g, String label, int badge) {
        square(g, rgba(115, 110, 185, 150));
        double maxH = label.length() >= 4 ? 14 : label.length() == 3 ? 18 : 22;
        text(g, label, 32, badge == 0 ? 32 : 38, 52, maxH, WHITE);
        if (badge != 0) {
            badge(g, badge);
        }
    }

    static void through(Graphics2D g, String label) {
        square(g, rgba(110, 135, 115, 140));
        g.setColor(rgba(230, 240, 230, 150));
        g.setStroke(new BasicStroke(2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f,
            new float[] {5f, 4f}, 0f));
        g.draw(new Rectangle2D.Double(6, 6, CELL - 12, CELL - 12));
        if (label != null) {
            text(g, label, 32, 32, 46, 18, WHITE);
        }
    }

    static void teleWeapon(Graphics2D g, String weapon, int badge) {
        square(g, TELE_BG);
        text(g, "TELE", 21, 13, 30, 9, WHITE);
        text(g, weapon, 32, 40, 48, 18, WHITE);
        badge(g, badge);
    }

    static void hatch(Graphics2D g, Color c) {
        g.setColor(c);
        g.setStroke(new BasicStroke(2.5f));
        for (int k = -64; k <= 64; k += 16) {
            g.draw(new Line2D.Double(k, 0, k + 64, 64));
            g.draw(new Line2D.Double(k + 64, 0, k, 64));
        }
    }

    static void skull(Graphics2D g) {
        // crossed bones behind
        Path2D bones = new Path2D.Double();
        bones.moveTo(12, 14);
        bones.lineTo(52, 54);
        bones.moveTo(52, 14);
        bones.lineTo(12, 54);
        strokeOutlined(g, bones, 5f, WHITE);
        // skull
        Area head = new Area(new Ellipse2D.Double(17, 10, 30, 28));
        head.add(new Area(new RoundRectangle2D.Double(23, 28, 18, 16, 5, 5)));
        fillOutlined(g, head, WHITE);
        g.setColor(OUTLINE);
        g.fill(new Ellipse2D.Double(22.5, 21, 8, 8.5));
        g.fill(new Ellipse2D.Double(33.5, 21, 8, 8.5));
        Path2D nose = new Path2D.Double();
        nose.moveTo(32, 30);
        nose.lineTo(29.5, 34.5);
        nose.lineTo(34.5, 34.5);
        nose.closePath();
        g.fill(nose);
        g.setStroke(new BasicStroke(1.6f));
        g.draw(new Line2D.Double(28, 38, 28, 44));
        g.draw(new Line2D.Double(32, 38, 32, 44));
        g.draw(new Line2D.Double(36, 38, 36, 44));
    }

    static void noLaser(Graphics2D g) {
        Path2D bolt = new Path2D.Double();
        bolt.moveTo(10, 40);
        bolt.lineTo(22, 22);
        bolt.lineTo(30, 40);
        bolt.lineTo(40, 22);
        bolt.lineTo(48, 40);
        bolt.lineTo(56, 26);
        strokeOutlined(g, bolt, 4f, rgba(255, 190, 230, 255));
        Shape ring = new Ellipse2D.Double(10, 10, 44, 44);
        Path2D slash = new Path2D.Double();
        slash.moveTo(17, 47);
        slash.lineTo(47, 17);
        g.setColor(OUTLINE);
        g.setStroke(new BasicStroke(9f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(ring);
        g.draw(slash);
        g.setColor(RED);
        g.setStroke(new BasicStroke(5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(ring);
        g.draw(slash);
    }

    /** A six-armed asterisk with small branches; crossed = with a red slash (the "un" freeze tiles). */
    static void snowflake(Graphics2D g, double cx, double cy, double r, Color color, boolean crossed) {
        Path2D p = new Path2D.Double();
        for (int k = 0; k < 3; k++) {
            double a = Math.toRadians(90 + 60 * k);
            double dx = Math.cos(a) * r;
            double dy = Math.sin(a) * r;
            p.moveTo(cx - dx, cy - dy);
            p.lineTo(cx + dx, cy + dy);
        }
        for (int k = 0; k < 6; k++) {
            double a = Math.toRadians(90 + 60 * k);
            double bx = cx + Math.cos(a) * r * 0.55;
            double by = cy + Math.sin(a) * r * 0.55;
            for (int s = -1; s <= 1; s += 2) {
                double b = a + s * Math.toRadians(40);
                p.moveTo(bx, by);
                p.lineTo(bx + Math.cos(b) * r * 0.38, by + Math.sin(b) * r * 0.38);
            }
        }
        strokeOutlined(g, p, 3.5f, color);
        if (crossed) {
            Path2D slash = new Path2D.Double();
            slash.moveTo(cx - r, cy + r);
            slash.lineTo(cx + r, cy - r);
            strokeOutlined(g, slash, 5f, RED);
        }
    }

    static void flag(Graphics2D g, double x, double bottom, Color color) {
        Path2D p = new Path2D.Double();
        p.moveTo(x, bottom);
        p.lineTo(x, bottom - 36);
        strokeOutlined(g, p, 3f, color);
        Path2D f = new Path2D.Double();
        f.moveTo(x + 1, bottom - 36);
        f.lineTo(x + 16, bottom - 30);
        f.lineTo(x + 1, bottom - 24);
        f.closePath();
        fillOutlined(g, f, color);
    }

    static void checker(Graphics2D g) {
        int size = 8;
        for (int row = 0; row < 2; row++) {
            for (int col = 0; col < 8; col++) {
                g.setColor((row + col) % 2 == 0 ? rgba(255, 255, 255, 230) : rgba(20, 20, 20, 230));
                g.fill(new Rectangle2D.Double(col * size, 2 + row * size, size, size));
            }
        }
        squareBorder(g, rgba(200, 45, 45, 180));
    }

    static Shape arrowShape(double x1, double y1, double x2, double y2, double shaft, double headW, double headL) {
        double len = Math.hypot(x2 - x1, y2 - y1);
        Path2D p = new Path2D.Double();
        p.moveTo(0, -shaft / 2);
        p.lineTo(len - headL, -shaft / 2);
        p.lineTo(len - headL, -headW / 2);
        p.lineTo(len, 0);
        p.lineTo(len - headL, headW / 2);
        p.lineTo(len - headL, shaft / 2);
        p.lineTo(0, shaft / 2);
        p.closePath();
        AffineTransform at = new AffineTransform();
        at.translate(x1, y1);
        at.rotate(Math.atan2(y2 - y1, x2 - x1));
        return at.createTransformedShape(p);
    }

    static void arrowOutlined(Graphics2D g, double x1, double y1, double x2, double y2, double shaft, double headW,
        double headL, Color color) {
        fillOutlined(g, arrowShape(x1, y1, x2, y2, shaft, headW, headL), color);
    }

    static void clock(Graphics2D g, double cx, double cy, double r) {
        fillOutlined(g, new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r), WHITE);
        g.setColor(OUTLINE);
        g.setStroke(new BasicStroke(3.5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        Path2D hands = new Path2D.Double();
        hands.moveTo(cx, cy - r * 0.7);
        hands.lineTo(cx, cy);
        hands.lineTo(cx + r * 0.5, cy + r * 0.25);
        g.draw(hands);
    }

    static void smallClock(Graphics2D g) {
        double cx = 52;
        double cy = 12;
        double r = 9;
        fillOutlined(g, new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r), WHITE);
        g.setColor(OUTLINE);
        g.setStroke(new BasicStroke(2.2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        Path2D hands = new Path2D.Double();
        hands.moveTo(cx, cy - 6);
        hands.lineTo(cx, cy);
        hands.lineTo(cx + 4.5, cy + 2);
        g.draw(hands);
    }

    static void toggle(Graphics2D g, boolean on) {
        Shape pill = new RoundRectangle2D.Double(8, 24, 48, 24, 24, 24);
        fillOutlined(g, pill, on ? GREEN : rgba(110, 110, 115, 255));
        double kx = on ? 44 : 20;
        fillOutlined(g, new Ellipse2D.Double(kx - 9, 27, 18, 18), WHITE);
    }

    static void padlock(Graphics2D g) {
        Path2D shackle = new Path2D.Double();
        shackle.moveTo(22, 30);
        shackle.lineTo(22, 20);
        shackle.curveTo(22, 8, 40, 8, 40, 18);
        strokeOutlined(g, shackle, 4.5f, WHITE);
        fillOutlined(g, new RoundRectangle2D.Double(16, 30, 32, 24, 6, 6), rgba(240, 195, 60, 255));
        g.setColor(OUTLINE);
        g.fill(new Ellipse2D.Double(29, 36, 6, 6));
        g.fill(new Rectangle2D.Double(30.5, 40, 3, 8));
    }

    static void tele(Graphics2D g, Color bg, boolean inward, String corner) {
        square(g, bg);
        // four chevron triangles at the edge midpoints, pointing in or out; the centre stays free for the number
        for (int k = 0; k < 4; k++) {
            AffineTransform at = new AffineTransform();
            at.rotate(Math.toRadians(90 * k), 32, 32);
            Path2D tri = new Path2D.Double();
            if (inward) {
                tri.moveTo(22, 5);
                tri.lineTo(42, 5);
                tri.lineTo(32, 17);
            } else {
                tri.moveTo(22, 17);
                tri.lineTo(42, 17);
                tri.lineTo(32, 5);
            }
            tri.closePath();
            fillOutlined(g, at.createTransformedShape(tri), WHITE);
        }
        if (corner != null) {
            text(g, corner, 32, 32, 15 * corner.length(), 16, WHITE);
        }
    }

    static void tee(Graphics2D g, double cx, double cy, double r, Color body) {
        // feet
        Color foot = darker(body);
        fillOutlined(g, new Ellipse2D.Double(cx - r * 0.95, cy + r * 0.55, r * 0.95, r * 0.55), foot);
        fillOutlined(g, new Ellipse2D.Double(cx + r * 0.05, cy + r * 0.55, r * 0.95, r * 0.55), foot);
        // body with a soft highlight
        Shape b = new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r);
        g.setColor(OUTLINE);
        g.setStroke(new BasicStroke(4f));
        g.draw(b);
        g.setPaint(new RadialGradientPaint(new Point2D.Double(cx - r * 0.35, cy - r * 0.4), (float) (r * 1.5),
            new float[] {0f, 1f}, new Color[] {lighter(body), body}));
        g.fill(b);
        // eyes
        for (int s = 0; s < 2; s++) {
            double ex = cx + r * (0.05 + 0.38 * s);
            double ey = cy - r * 0.5;
            g.setColor(WHITE);
            g.fill(new Ellipse2D.Double(ex, ey, r * 0.34, r * 0.48));
            g.setColor(OUTLINE);
            g.setStroke(new BasicStroke(1.2f));
            g.draw(new Ellipse2D.Double(ex, ey, r * 0.34, r * 0.48));
            g.fill(new Ellipse2D.Double(ex + r * 0.13, ey + r * 0.15, r * 0.17, r * 0.22));
        }
    }

    static Color lighter(Color c) {
        return rgba(Math.min(255, c.getRed() + 60), Math.min(255, c.getGreen() + 60), Math.min(255, c.getBlue() + 60),
            c.getAlpha());
    }

    static void flagStand(Graphics2D g, Color color) {
        fillOutlined(g, new RoundRectangle2D.Double(10, 52, 30, 8, 4, 4), rgba(120, 120, 125, 255));
        Path2D pole = new Path2D.Double();
        pole.moveTo(18, 54);
        pole.lineTo(18, 6);
        strokeOutlined(g, pole, 3.5f, rgba(210, 210, 215, 255));
        Path2D f = new Path2D.Double();
        f.moveTo(20, 7);
        f.curveTo(30, 3, 38, 13, 54, 9);
        f.lineTo(54, 31);
        f.curveTo(38, 35, 30, 25, 20, 29);
        f.closePath();
        fillOutlined(g, f, color);
    }

    static void shield(Graphics2D g, Color color, String letter) {
        Path2D s = new Path2D.Double();
        s.moveTo(32, 5);
        s.lineTo(54, 13);
        s.lineTo(52, 34);
        s.quadTo(48, 50, 32, 59);
        s.quadTo(16, 50, 12, 34);
        s.lineTo(10, 13);
        s.closePath();
        fillOutlined(g, s, color);
        g.setPaint(new GradientPaint(0, 5, rgba(255, 255, 255, 90), 0, 40, rgba(255, 255, 255, 0)));
        g.fill(s);
        if (letter != null) {
            text(g, letter, 32, 31, 26, 22, WHITE);
        } else {
            Path2D inner = new Path2D.Double();
            inner.moveTo(32, 12);
            inner.lineTo(32, 50);
            inner.moveTo(17, 24);
            inner.lineTo(47, 24);
            g.setColor(darker(color));
            g.setStroke(new BasicStroke(3f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            g.draw(inner);
        }
    }

    static void heart(Graphics2D g) {
        Path2D h = new Path2D.Double();
        h.moveTo(32, 56);
        h.curveTo(14, 44, 4, 32, 8, 20);
        h.curveTo(12, 8, 28, 8, 32, 20);
        h.curveTo(36, 8, 52, 8, 56, 20);
        h.curveTo(60, 32, 50, 44, 32, 56);
        h.closePath();
        fillOutlined(g, h, rgba(230, 50, 65, 255));
        g.setColor(rgba(255, 255, 255, 130));
        g.fill(new Ellipse2D.Double(14, 16, 10, 8));
    }

    /** A weapon pickup: a per-weapon shape with its letter; burst = an explosive ring. */
    static void weapon(Graphics2D g, char letter, Color color, Color burst) {
        if (burst != null) {
            Path2D star = new Path2D.Double();
            for (int k = 0; k < 16; k++) {
                double a = Math.toRadians(k * 22.5);
                double rr = k % 2 == 0 ? 28 : 21;
                double x = 32 + Math.cos(a) * rr;
                double y = 32 + Math.sin(a) * rr;
                if (k == 0) {
                    star.moveTo(x, y);
                } else {
                    star.lineTo(x, y);
                }
            }
            star.closePath();
            fillOutlined(g, star, burst);
        }
        Shape shape = switch (letter) {
            case 'S', 'C' -> new RoundRectangle2D.Double(12, 12, 40, 40, 12, 12);
            case 'G' -> new Ellipse2D.Double(11, 11, 42, 42);
            case 'N' -> diamond(32, 32, 23);
            default -> hexagon(32, 32, 22);
        };
        fillOutlined(g, shape, color);
        g.setPaint(new GradientPaint(0, 10, rgba(255, 255, 255, 90), 0, 40, rgba(255, 255, 255, 0)));
        g.fill(shape);
        text(g, String.valueOf(letter), 32, 32, 26, 24, WHITE);
    }

    static Shape diamond(double cx, double cy, double r) {
        Path2D p = new Path2D.Double();
        p.moveTo(cx, cy - r);
        p.lineTo(cx + r, cy);
        p.lineTo(cx, cy + r);
        p.lineTo(cx - r, cy);
        p.closePath();
        return p;
    }

    static Shape hexagon(double cx, double cy, double r) {
        Path2D p = new Path2D.Double();
        for (int k = 0; k < 6; k++) {
            double a = Math.toRadians(60 * k + 30);
            if (k == 0) {
                p.moveTo(cx + Math.cos(a) * r, cy + Math.sin(a) * r);
            } else {
                p.lineTo(cx + Math.cos(a) * r, cy + Math.sin(a) * r);
            }
        }
        p.closePath();
        return p;
    }

    static void emitter(Graphics2D g, double cx, double cy, double r) {
        fillOutlined(g, new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r), LASER_DARK);
        g.setColor(WHITE);
        g.fill(new Ellipse2D.Double(cx - r * 0.45, cy - r * 0.45, r * 0.9, r * 0.9));
    }

    /** A curved arrow around (cx, cy); dir +1 = counter-clockwise, -1 = clockwise (as seen on screen). */
    static void arcArrow(Graphics2D g, double cx, double cy, double r, double start, double extent, Color color) {
        Arc2D arc = new Arc2D.Double(cx - r, cy - r, 2 * r, 2 * r, start, extent, Arc2D.OPEN);
        strokeOutlined(g, arc, 4f, color);
        double end = Math.toRadians(start + extent);
        double ex = cx + Math.cos(end) * r;
        double ey = cy - Math.sin(end) * r;
        double sign = Math.signum(extent);
        double tx = -Math.sin(end) * sign;
        double ty = -Math.cos(end) * sign;
        double nx = -ty;
        double ny = tx;
        Path2D head = new Path2D.Double();
        head.moveTo(ex + tx * 9, ey + ty * 9);
        head.lineTo(ex + nx * 7 - tx * 3, ey + ny * 7 - ty * 3);
        head.lineTo(ex - nx * 7 - tx * 3, ey - ny * 7 - ty * 3);
        head.closePath();
        fillOutlined(g, head, color);
    }

    static void rotatingLaser(Graphics2D g, int dir, String speed) {
        Path2D ray = new Path2D.Double();
        ray.moveTo(32, 32);
        ray.lineTo(60, 32);
        strokeOutlined(g, ray, 4f, LASER);
        if (dir == 0) {
            fillOutlined(g, new Rectangle2D.Double(10, 10, 14, 14), RED);
        } else {
            // arc over the top half; ccw ends at the left, cw ends at the right
            arcArrow(g, 32, 32, 20, dir > 0 ? 20 : 160, dir > 0 ? 140 : -140, LASER);
        }
        emitter(g, 32, 32, 8);
        if (speed != null) {
            text(g, speed, 14, 52, 14, 13, WHITE);
        }
    }

    static void laserLength(Graphics2D g, double len) {
        double x0 = 32 - len / 2;
        double x1 = 32 + len / 2;
        Path2D p = new Path2D.Double();
        p.moveTo(x0, 32);
        p.lineTo(x1, 32);
        p.moveTo(x0, 22);
        p.lineTo(x0, 42);
        p.moveTo(x1, 22);
        p.lineTo(x1, 42);
        strokeOutlined(g, p, 5f, LASER);
        text(g, "LEN", 32, 54, 26, 10, WHITE);
    }

    static void laserCircle(Graphics2D g, String speed) {
        arcArrow(g, 32, 28, 17, 100, 290, LASER);
        emitter(g, 32, 28, 5);
        text(g, speed, 32, 55, 14, 12, WHITE);
    }

    static void laserOscillate(Graphics2D g, String speed) {
        Path2D wave = new Path2D.Double();
        for (int x = 6; x <= 58; x++) {
            double y = 28 - Math.sin((x - 6) / 52.0 * 2 * Math.PI) * 12;
            if (x == 6) {
                wave.moveTo(x, y);
            } else {
                wave.lineTo(x, y);
            }
        }
        strokeOutlined(g, wave, 4.5f, LASER);
        text(g, speed, 32, 55, 14, 12, WHITE);
    }

    /** A glowing plasma ball; mark 1 = explosive spikes, 2 = freeze asterisk, 3 = unfreeze crossed asterisk. */
    static void plasma(Graphics2D g, Color color, int mark) {
        if (mark == 1) {
            Path2D spikes = new Path2D.Double();
            for (int k = 0; k < 8; k++) {
                double a = Math.toRadians(45 * k + 22.5);
                spikes.moveTo(32 + Math.cos(a) * 20, 32 + Math.sin(a) * 20);
                spikes.lineTo(32 + Math.cos(a) * 29, 32 + Math.sin(a) * 29);
            }
            strokeOutlined(g, spikes, 4f, color);
        }
        double r = 18;
        Shape ball = new Ellipse2D.Double(32 - r, 32 - r, 2 * r, 2 * r);
        g.setColor(OUTLINE);
        g.setStroke(new BasicStroke(4f));
        g.draw(ball);
        g.setPaint(new RadialGradientPaint(new Point2D.Double(27, 27), (float) (r * 1.4), new float[] {0f, 0.35f, 1f},
            new Color[] {WHITE, lighter(color), color}));
        g.fill(ball);
        if (mark >= 2) {
            Path2D star = new Path2D.Double();
            for (int k = 0; k < 3; k++) {
                double a = Math.toRadians(90 + 60 * k);
                star.moveTo(32 - Math.cos(a) * 11, 32 - Math.sin(a) * 11);
                star.lineTo(32 + Math.cos(a) * 11, 32 + Math.sin(a) * 11);
            }
            g.setColor(rgba(30, 70, 150, 255));
            g.setStroke(new BasicStroke(3f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            g.draw(star);
            if (mark == 3) {
                g.setColor(RED);
                g.setStroke(new BasicStroke(4f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
                g.draw(new Line2D.Double(21, 43, 43, 21));
            }
        }
    }

    static void dragger(Graphics2D g, int strength, boolean throughWalls) {
        Color c = throughWalls ? rgba(245, 205, 55, 255) : rgba(70, 215, 115, 255);
        for (int k = strength; k >= 1; k--) {
            double r = 8 + 7 * k;
            Shape ring = new Ellipse2D.Double(32 - r, 32 - r, 2 * r, 2 * r);
            if (throughWalls) {
                g.setColor(OUTLINE);
                g.setStroke(new BasicStroke(7.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f,
                    new float[] {7f, 4f}, 0f));
                g.draw(ring);
                g.setColor(c);
                g.setStroke(new BasicStroke(3.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f,
                    new float[] {7f, 4f}, 0f));
                g.draw(ring);
            } else {
                strokeOutlined(g, ring, 3.5f, c);
            }
        }
        fillOutlined(g, new Ellipse2D.Double(25, 25, 14, 14), c);
        g.setColor(OUTLINE);
        g.fill(new Ellipse2D.Double(29, 29, 6, 6));
    }

    static void door(Graphics2D g) {
        Shape frame = new RoundRectangle2D.Double(16, 5, 32, 54, 6, 6);
        fillOutlined(g, frame, rgba(175, 115, 60, 255));
        g.setColor(rgba(120, 75, 35, 255));
        g.setStroke(new BasicStroke(2.5f));
        g.draw(new RoundRectangle2D.Double(21, 10, 22, 18, 3, 3));
        g.draw(new RoundRectangle2D.Double(21, 33, 22, 20, 3, 3));
        fillOutlined(g, new Ellipse2D.Double(38, 29, 6, 6), rgba(245, 205, 60, 255));
    }
}

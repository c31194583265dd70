package twedit.editor.links;

import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import twedit.model.links.CellSet;
import twedit.model.links.LinkIndex;
import twedit.model.links.NumberLinks;
import twedit.model.tiles.LinkRole;
import twedit.model.tiles.LinkRole.End;
import twedit.model.tiles.LinkRole.Space;

/**
 * The lines of the links view in cell coordinates, built once per link index: each entrance or trigger cluster to
 * each exit or target cluster of its number (to the centre of the other end when a number has too many clusters to
 * pair), and the checkpoints in order. Drawing then only maps and culls them.
 */
final class LinkGeometry {
    /** Above this many cluster pairs in one number, clusters link to the other end's centre instead. */
    static final int MAX_PAIRS = 256;

    static final Color RED = new Color(255, 80, 80);
    static final Color BLUE = new Color(90, 160, 255);
    static final Color WEAPON = new Color(255, 165, 50);
    static final Color HOOK = new Color(205, 120, 255);
    static final Color CHECKPOINT = new Color(90, 225, 120);
    static final Color SWITCH = new Color(255, 215, 60);
    static final Color RACE = new Color(80, 230, 230);
    /** The checkpoint order: thin and see-through, so the links stay in front. */
    static final Color ORDER = new Color(255, 255, 255, 150);

    /** A line from (x0, y0) to (x1, y1) in cells; {@code order} lines are dashed checkpoint sequences. */
    record Segment(
            double x0,
            double y0,
            double x1,
            double y1,
            Color color,
            boolean order,
            String label,
            Space space,
            int number) {}

    /** An end of links: a cluster centre, whether it is a start, and whether its number dangles. */
    record Dot(double x, double y, Color color, boolean from, boolean dangling, Space space, int number) {}

    final List<Segment> segments = new ArrayList<>();
    final List<Dot> dots = new ArrayList<>();

    static LinkGeometry of(LinkIndex index) {
        LinkGeometry g = new LinkGeometry();
        for (Space s : List.of(Space.TELE, Space.CHECKPOINT, Space.SWITCH)) {
            for (NumberLinks n : index.numbers(s)) {
                g.links(n);
            }
        }
        g.order(index.numbers(Space.CHECKPOINT), LinkRole.CHECKPOINT, ORDER, "cp ");
        g.order(index.numbers(Space.RACE), LinkRole.RACE_CHECKPOINT, RACE, "time cp ");
        return g;
    }

    static Color colour(LinkRole r) {
        return switch (r) {
            case TELE_IN_RED -> RED;
            case TELE_IN_BLUE, TELE_OUT -> BLUE;
            case TELE_IN_WEAPON -> WEAPON;
            case TELE_IN_HOOK -> HOOK;
            case CHECKPOINT, CHECKPOINT_OUT, CHECKPOINT_IN -> CHECKPOINT;
            case SWITCH_TRIGGER, SWITCH_TARGET -> SWITCH;
            default -> RACE;
        };
    }

    private void links(NumberLinks n) {
        List<NumberLinks.Part> from = n.at(End.FROM);
        List<NumberLinks.Part> to = n.at(End.TO);
        boolean dangling = from.isEmpty() || to.isEmpty();
        List<CellSet.Cluster> toClusters = new ArrayList<>();
        for (NumberLinks.Part p : to) {
            toClusters.addAll(p.cells().clusters());
        }
        int fromCount = 0;
        for (NumberLinks.Part p : from) {
            fromCount += p.cells().clusters().size();
        }
        boolean pairs = (long) fromCount * toClusters.size() <= MAX_PAIRS;
        double[] toCentre = centre(toClusters);
        String label = Integer.toString(n.number());
        for (NumberLinks.Part p : from) {
            Color c = colour(p.role());
            for (CellSet.Cluster a : p.cells().clusters()) {
                dots.add(new Dot(a.centerX(), a.centerY(), c, true, dangling, n.space(), n.number()));
                if (toClusters.isEmpty()) {
                    continue;
                }
                if (pairs) {
                    for (CellSet.Cluster b : toClusters) {
                        segments.add(new Segment(
                                a.centerX(),
                                a.centerY(),
                                b.centerX(),
                                b.centerY(),
                                c,
                                false,
                                label,
                                n.space(),
                                n.number()));
                    }
                } else {
                    segments.add(new Segment(
                            a.centerX(),
                            a.centerY(),
                            toCentre[0],
                            toCentre[1],
                            c,
                            false,
                            label,
                            n.space(),
                            n.number()));
                }
            }
        }
        for (NumberLinks.Part p : to) {
            Color c = colour(p.role());
            for (CellSet.Cluster b : p.cells().clusters()) {
                dots.add(new Dot(b.centerX(), b.centerY(), c, false, dangling, n.space(), n.number()));
            }
        }
    }

    private static double[] centre(List<CellSet.Cluster> cs) {
        double x = 0;
        double y = 0;
        int n = 0;
        for (CellSet.Cluster c : cs) {
            x += c.centerX() * c.count();
            y += c.centerY() * c.count();
            n += c.count();
        }
        return n == 0 ? new double[] {0, 0} : new double[] {x / n, y / n};
    }

    /** Dashed lines from each checkpoint's centre to the next one's, in number order. */
    private void order(List<NumberLinks> numbers, LinkRole role, Color c, String prefix) {
        double[] last = null;
        for (NumberLinks n : numbers) {
            List<CellSet.Cluster> cs = new ArrayList<>();
            for (NumberLinks.Part p : n.parts()) {
                if (p.role() == role) {
                    cs.addAll(p.cells().clusters());
                }
            }
            if (cs.isEmpty()) {
                continue;
            }
            double[] here = centre(cs);
            if (last != null) {
                segments.add(new Segment(
                        last[0], last[1], here[0], here[1], c, true, prefix + n.number(), n.space(), n.number()));
            }
            last = here;
        }
    }
}

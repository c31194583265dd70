package twedit.editor.links;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import twedit.model.doctor.Severity;
import twedit.model.links.CellSet;
import twedit.model.links.Dangling;
import twedit.model.links.LinkIndex;
import twedit.model.links.NumberLinks;
import twedit.model.tiles.LinkRole;
import twedit.model.tiles.LinkRole.End;
import twedit.model.tiles.LinkRole.Space;

/** The rows of the Numbers panel, built from a link index: one per number in use, then what dangles without one. */
final class NumberRows {
    private NumberRows() {}

    /**
     * One row: a number's kind and value, its two ends summed up, its problem, and the cells a click shows.
     *
     * @param from the cells the "from" end starts at (null when it has none)
     * @param to the cells the "to" end starts at (null when it has none)
     * @param problem the cells of the row's problem (null when it has none)
     */
    record Row(
            String kind,
            String number,
            String fromText,
            String toText,
            String problemText,
            Severity severity,
            CellSet from,
            CellSet to,
            CellSet problem) {
        /** The cells a click on the row shows: the problem's, else the start, else the end. */
        CellSet jump() {
            return problem != null ? problem : from != null ? from : to;
        }
    }

    static List<Row> of(LinkIndex index) {
        List<Row> rows = new ArrayList<>();
        List<Dangling> dangling = index.dangling();
        for (Space s : List.of(Space.TELE, Space.CHECKPOINT, Space.SWITCH, Space.RACE)) {
            for (NumberLinks n : index.numbers(s)) {
                rows.add(row(n, dangling));
            }
        }
        index.checkpointIns()
                .ifPresent(c -> rows.add(new Row(
                        "Checkpoint in", "-", count(c, "in"), "last checkpoint's out", "", null, c, null, null)));
        for (Dangling d : dangling) {
            if (d.number() == 0 || d.space() == null) {
                rows.add(new Row(
                        d.space() == null ? "Speedup" : kind(d.space()),
                        d.space() == null ? "-" : Integer.toString(d.number()),
                        count(d.cells(), "cell"),
                        "",
                        d.reason(),
                        d.problem().severity(),
                        d.cells(),
                        null,
                        d.cells()));
            }
        }
        return rows;
    }

    private static Row row(NumberLinks n, List<Dangling> dangling) {
        StringBuilder problem = new StringBuilder();
        Severity severity = null;
        CellSet problemCells = null;
        for (Dangling d : dangling) {
            if (d.space() == n.space() && d.number() == n.number() && n.space() != Space.RACE) {
                if (problem.length() > 0) {
                    problem.append("; ");
                }
                problem.append(d.reason());
                if (severity == null || d.problem().severity() == Severity.ERROR) {
                    severity = d.problem().severity();
                }
                if (problemCells == null) {
                    problemCells = d.cells();
                }
            }
        }
        List<NumberLinks.Part> from = n.space() == Space.RACE ? n.parts() : n.at(End.FROM);
        List<NumberLinks.Part> to = n.at(End.TO);
        return new Row(
                kind(n.space()),
                Integer.toString(n.number()),
                summary(from),
                summary(to),
                problem.toString(),
                severity,
                from.isEmpty() ? null : from.get(0).cells(),
                to.isEmpty() ? null : to.get(0).cells(),
                problemCells);
    }

    /** The space a row's kind names, or null (speedups, checkpoint ins). */
    static Space space(String kind) {
        for (Space s : Space.values()) {
            if (kind(s).equals(kind)) {
                return s;
            }
        }
        return null;
    }

    static String kind(Space s) {
        return switch (s) {
            case TELE -> "Tele";
            case CHECKPOINT -> "Checkpoint";
            case SWITCH -> "Switch";
            case RACE -> "Time checkpoint";
        };
    }

    /** "2 red at 12,4 · 1 blue at 3,3": the count, role and first cell of each part. */
    private static String summary(List<NumberLinks.Part> parts) {
        if (parts.isEmpty()) {
            return "none";
        }
        StringBuilder b = new StringBuilder();
        for (NumberLinks.Part p : parts) {
            if (b.length() > 0) {
                b.append(" · ");
            }
            b.append(count(p.cells(), word(p.role())));
        }
        return b.toString();
    }

    private static String count(CellSet c, String word) {
        boolean noun = !word.equals("red") && !word.equals("blue") && !word.equals("weapon") && !word.equals("hook");
        return c.count() + " " + word + (c.count() > 1 && noun ? "s" : "") + " at " + c.x(0) + "," + c.y(0);
    }

    private static String word(LinkRole r) {
        return switch (r) {
            case TELE_IN_RED -> "red";
            case TELE_IN_BLUE -> "blue";
            case TELE_IN_WEAPON -> "weapon";
            case TELE_IN_HOOK -> "hook";
            case TELE_OUT, CHECKPOINT_OUT -> "out";
            case CHECKPOINT -> "checkpoint";
            case SWITCH_TRIGGER -> "trigger";
            case SWITCH_TARGET -> "target";
            default -> r.name().toLowerCase(Locale.ROOT).replace('_', ' ');
        };
    }
}

package twedit.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import twedit.model.codec.LoadResult;
import twedit.model.codec.SaveOptions;
import twedit.model.codec.SourceForm;
import twedit.model.datafile.QuickCompression;
import twedit.model.datafile.ReadLimits;
import twedit.model.io.MapFiles;
import twedit.model.map.Location;
import twedit.model.merge.Conflict;
import twedit.model.merge.MergeResult;
import twedit.model.merge.ThreeWayMerge;

/** `twedit merge BASE OURS THEIRS -o OUT [--json]`: the three-way merge of a map (issue 39), git's merge driver. */
@Command(
        name = "merge",
        mixinStandardHelpOptions = true,
        description = {
            "Merge two versions of a map that share BASE: what THEIRS changed since BASE is applied to OURS.",
            "Tile layers merge cell by cell; groups, layers, quads, sound sources, envelopes (point by point), images,"
                    + " sounds, info and settings as objects. Where both sides changed one thing differently, OUT keeps"
                    + " OURS' side and the conflict is listed.",
            "Exit code 0: merged clean, 1: conflicts (OUT holds ours for each), 2: an input is unreadable."
        })
public final class MergeCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "BASE", description = "the common ancestor")
    Path base;

    @Parameters(index = "1", paramLabel = "OURS", description = "our version")
    Path ours;

    @Parameters(index = "2", paramLabel = "THEIRS", description = "their version")
    Path theirs;

    @Option(
            names = {"-o", "--output"},
            required = true,
            paramLabel = "OUT",
            description = "where the merged map goes (may be OURS, as git's driver does)")
    Path output;

    @Option(names = "--json", description = "print JSON instead of text")
    boolean json;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        LoadResult b = load(base, "BASE", err);
        LoadResult o = load(ours, "OURS", err);
        LoadResult t = load(theirs, "THEIRS", err);
        if (b == null || o == null || t == null) {
            return ExitCodes.USAGE;
        }
        MergeResult r = ThreeWayMerge.merge(b.map(), o.map(), t.map());
        // the merged map's layers compress on every core: most of a big merge's time is spent there
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(
                Math.max(1, Runtime.getRuntime().availableProcessors()), r2 -> {
                    Thread th = new Thread(r2, "twedit-merge-compress");
                    th.setDaemon(true);
                    return th;
                });
        MapFiles files = new MapFiles(ReadLimits.DDNET, pool);
        try {
            twedit.model.datafile.Datafile snapshot;
            try {
                snapshot = files.snapshot(r.map(), new SaveOptions(o.form(), false));
            } catch (twedit.model.codec.EncodeException e) {
                if (o.form() == SourceForm.DDNET) {
                    throw e;
                }
                // their side brought what only DDNet holds into a 0.7 map: keep it rather than lose it
                snapshot = files.snapshot(r.map(), SaveOptions.DDNET);
                err.println("twedit: " + output + ": saved in DDNet form (" + e.getMessage() + ")");
            }
            // git waits for the driver: blocks compress at a faster level where it gives the same size class
            twedit.model.io.AtomicFiles.write(output, files.write(QuickCompression.of(snapshot, pool)));
        } catch (Exception e) {
            err.println("twedit: " + output + ": cannot write the merged map: " + CliErrors.describe(e));
            return ExitCodes.USAGE;
        } finally {
            pool.shutdown();
        }
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            printJson(out, r);
        } else {
            for (String n : r.notes()) {
                out.println("note: " + n);
            }
            for (Conflict c : r.conflicts()) {
                out.print(conflictLines(c));
            }
            out.println(
                    r.clean()
                            ? "merged clean into " + output
                            : "merged into " + output + " with " + r.conflicts().size()
                                    + (r.conflicts().size() == 1 ? " conflict" : " conflicts")
                                    + " (ours kept; open it in twedit to resolve)");
        }
        out.flush();
        return r.clean() ? ExitCodes.OK : ExitCodes.PROBLEM;
    }

    /** A conflict for people: its heading, then both sides in the layout of the other reports. */
    static String conflictLines(Conflict c) {
        StringBuilder b = new StringBuilder("CONFLICT " + c.what() + " [" + where(c.location()) + "]\n");
        ReportLines.field(b, "ours", c.ours(), "theirs".length());
        ReportLines.field(b, "theirs", c.theirs(), "theirs".length());
        return b.toString();
    }

    private void printJson(PrintWriter out, MergeResult r) {
        ObjectMapper om = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        ObjectNode root = om.createObjectNode();
        root.put("base", base.toString());
        root.put("ours", ours.toString());
        root.put("theirs", theirs.toString());
        root.put("output", output.toString());
        root.put("clean", r.clean());
        ArrayNode notes = root.putArray("notes");
        r.notes().forEach(notes::add);
        ArrayNode list = root.putArray("conflicts");
        for (Conflict c : r.conflicts()) {
            ObjectNode n = list.addObject();
            n.put("what", c.what());
            n.set("location", location(om, c.location()));
            n.put("ours", c.ours());
            n.put("theirs", c.theirs());
        }
        try {
            out.println(om.writeValueAsString(root));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A location as JSON: its kind and its fields, ids as numbers. */
    static ObjectNode location(ObjectMapper om, Location l) {
        ObjectNode n = om.createObjectNode();
        if (l instanceof Location.Info i) {
            n.put("kind", "info");
            n.put("field", i.field().name().toLowerCase(java.util.Locale.ROOT));
            n.put("index", i.index());
        } else if (l instanceof Location.GroupAt g) {
            n.put("kind", "group");
            n.put("group", g.group().value());
        } else if (l instanceof Location.LayerAt a) {
            n.put("kind", "layer");
            n.put("layer", a.layer().value());
        } else if (l instanceof Location.Cells c) {
            n.put("kind", "cells");
            n.put("layer", c.layer().value());
            n.put("x", c.x());
            n.put("y", c.y());
            n.put("width", c.width());
            n.put("height", c.height());
        } else if (l instanceof Location.Element e) {
            n.put("kind", "element");
            n.put("list", e.list().name().toLowerCase(java.util.Locale.ROOT));
            if (e.owner() != null) {
                n.put("owner", e.owner().value());
            }
            n.put("element", e.element().value());
        } else {
            n.put("kind", "map");
        }
        return n;
    }

    /** A location for people. */
    static String where(Location l) {
        if (l instanceof Location.Info i) {
            return "info " + i.field().name().toLowerCase(java.util.Locale.ROOT);
        } else if (l instanceof Location.GroupAt g) {
            return "group " + g.group();
        } else if (l instanceof Location.LayerAt a) {
            return "layer " + a.layer();
        } else if (l instanceof Location.Cells c) {
            return "layer " + c.layer() + " cells (" + c.x() + ", " + c.y() + ")"
                    + (c.single() ? "" : " " + c.width() + "x" + c.height());
        } else if (l instanceof Location.Element e) {
            return e.list().name().toLowerCase(java.util.Locale.ROOT) + " "
                    + (e.owner() == null ? "" : "of " + e.owner() + " ") + e.element();
        }
        return "map";
    }

    private static LoadResult load(Path p, String role, PrintWriter err) {
        try {
            return new MapFiles(ReadLimits.DDNET, null).load(p);
        } catch (Exception e) {
            err.println("twedit: " + role + " " + p + ": " + CliErrors.describe(e));
            return null;
        } catch (OutOfMemoryError e) {
            err.println("twedit: " + role + " " + p + ": " + CliErrors.outOfMemory("read it"));
            return null;
        }
    }
}

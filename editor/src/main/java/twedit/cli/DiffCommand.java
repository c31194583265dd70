package twedit.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import twedit.model.datafile.ReadLimits;
import twedit.model.diff.Difference;
import twedit.model.diff.MapDiff;
import twedit.model.io.MapFiles;
import twedit.model.map.TwMap;

/** `twedit diff A B [--json]`: what changed from one map to another, as a tester reads it. */
@Command(
        name = "diff",
        mixinStandardHelpOptions = true,
        description = {
            "Show what differs between two maps.",
            "Compares info and settings, images and sounds, envelopes, groups, layers, changed cells per layer"
                    + " (physics tiles by name), quads and sound sources.",
            "Exit code 0: no difference, 1: differences, 2: an input is unreadable."
        })
public final class DiffCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "A", description = "the first map (before)")
    Path before;

    @Parameters(index = "1", paramLabel = "B", description = "the second map (after)")
    Path after;

    @Option(names = "--json", description = "print JSON instead of text")
    boolean json;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        TwMap a = load(before, err);
        TwMap b = load(after, err);
        if (a == null || b == null) {
            return ExitCodes.USAGE;
        }
        List<Difference> diffs = MapDiff.compare(a, b);
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            ObjectMapper om = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
            ObjectNode root = om.createObjectNode();
            root.put("before", before.toString());
            root.put("after", after.toString());
            ArrayNode list = root.putArray("differences");
            for (Difference d : diffs) {
                list.add(DiffJson.of(om, d));
            }
            try {
                out.println(om.writeValueAsString(root));
            } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                throw new IllegalStateException(e);
            }
        } else if (diffs.isEmpty()) {
            out.println("no differences");
        } else {
            for (Difference d : diffs) {
                out.println(d.text());
            }
            out.println(diffs.size() + (diffs.size() == 1 ? " difference" : " differences"));
        }
        out.flush();
        return diffs.isEmpty() ? ExitCodes.OK : ExitCodes.PROBLEM;
    }

    private static TwMap load(Path p, PrintWriter err) {
        try {
            return new MapFiles(ReadLimits.DDNET, null).load(p).map();
        } catch (Exception e) {
            err.println("twedit: " + p + ": " + CliErrors.describe(e));
            return null;
        }
    }
}

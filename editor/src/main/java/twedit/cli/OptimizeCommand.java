package twedit.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import twedit.model.document.MapDocument;
import twedit.model.document.Origin;
import twedit.model.io.AtomicFiles;
import twedit.model.optimize.OptimizeAction;
import twedit.model.optimize.OptimizeOptions;
import twedit.model.optimize.OptimizeReport;
import twedit.model.optimize.Optimizer;
import twedit.model.optimize.PixelMemo;
import twedit.model.optimize.TightBlocks;
import twedit.model.optimize.TightEncoder;

/**
 * {@code twedit optimize IN OUT} / {@code twedit optimize IN... -o DIR}: what DDNet's map_optimize does and more
 * (unused images, sounds, envelopes, empty layers, empty borders, duplicate images, zlib level 9), printing per map
 * what went and the bytes before and after.
 */
@Command(
        name = "optimize",
        mixinStandardHelpOptions = true,
        description = {
            "Make maps smaller without changing how they play or look.",
            "Removes unused images, sounds and envelopes, empty layers and duplicate images, shrinks tile layers"
                    + " with empty borders, clears unused tileset cells, and compresses as tightly as zlib can.",
            "The result keeps every physics cell and renders the same; damaged maps are refused (run `twedit fix`).",
            "  twedit optimize IN OUT",
            "  twedit optimize IN... -o DIR   (batch: one process, files in parallel)"
        })
public final class OptimizeCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "IN OUT, or the inputs when -o is given")
    List<Path> files;

    @Option(
            names = {"-o", "--output-dir"},
            paramLabel = "DIR",
            description = "write each input's optimized copy here")
    Path outDir;

    @Option(
            names = {"-n", "--dry-run"},
            description = "print what would be removed and the size it would have; write nothing")
    boolean dryRun;

    @Option(
            names = {"-v", "--verbose"},
            description = "list every image, layer and envelope removed, not just how many")
    boolean verbose;

    @Override
    public Integer call() {
        List<Path[]> jobs = ResaveCommand.BatchRunner.jobs(spec, files, outDir, dryRun);
        return ResaveCommand.BatchRunner.run(spec, jobs, (mapFiles, in, out) -> {
            byte[] original = Files.readAllBytes(in);
            MapDocument doc;
            try {
                doc = new MapDocument(mapFiles.load(in).map());
            } catch (twedit.model.datafile.DatafileException e) {
                throw new twedit.model.datafile.DatafileException(
                        e.getMessage() + " (a damaged map: `twedit check` says more, `twedit fix` repairs it)");
            }
            // images are compressed once: at level 9 to size them, and those bytes are what the file gets
            TightBlocks tight = new TightBlocks();
            OptimizeReport report = new Optimizer(OptimizeOptions.ALL, new PixelMemo(tight)).optimize(doc, Origin.USER);
            byte[] bytes = new TightEncoder(tight).encode(doc.map());
            // optimizing never makes a file larger: when DDNet form costs more than it saved, the input stays
            int optimized = bytes.length;
            boolean kept = optimized >= original.length;
            if (kept) {
                bytes = original;
            }
            if (!dryRun) {
                byte[] written = bytes;
                ResaveCommand.BatchRunner.writing(out, () -> AtomicFiles.write(out, written));
            }
            return describe(in, dryRun ? null : out, original.length, bytes.length, report, kept ? optimized : -1);
        });
    }

    private String describe(Path in, Path out, long before, long after, OptimizeReport report, int keptOver) {
        StringBuilder sb = new StringBuilder();
        sb.append(in);
        if (out != null) {
            sb.append(" -> ").append(out);
        }
        sb.append(String.format(
                Locale.ROOT,
                ": %d -> %d bytes (%s%.1f%%)",
                before,
                after,
                after <= before ? "-" : "+",
                before == 0 ? 0.0 : Math.abs(100.0 * (before - after) / before)));
        if (out == null) {
            sb.append(" (dry run, nothing written)");
        }
        String nl = System.lineSeparator();
        if (keptOver >= 0) {
            sb.append(nl)
                    .append("  kept as it was: the optimized form (")
                    .append(keptOver)
                    .append(" bytes) would not be smaller, so none of this was applied:");
        }
        for (OptimizeAction.Kind k : OptimizeAction.Kind.values()) {
            long n = report.count(k);
            if (n > 0) {
                sb.append(nl).append("  ").append(k.title()).append(": ").append(n);
                if (verbose) {
                    for (OptimizeAction a : report.actions()) {
                        if (a.kind() == k) {
                            sb.append(nl).append("    ").append(a.what());
                        }
                    }
                }
            }
        }
        return sb.toString();
    }
}

package twedit.model.doctor;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.DatafileException;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.testutil.DdnetOracle;
import twedit.model.testutil.Mutator;

/**
 * Feeds mutated corpus maps to check and fix in a small-heap JVM (run by {@link DoctorFuzzTest}): salvage either
 * loads a map or raises DatafileException; check and fix-all never throw; the fixed map saves, loads back intact
 * with no error left, and every n-th saved map loads in the real DDNet server. Prints `FAIL ...` lines and a summary.
 * Arguments: seed, mutations per map, server-check every n-th output, then the map files.
 */
public final class DoctorFuzzDriver {
    private static final int TIMEOUT_SECONDS = 30;

    private DoctorFuzzDriver() {}

    /** What one input came to: "refused", "intact" or "salvaged" with the saved bytes, or a failure. */
    private record Outcome(String kind, byte[] saved) {}

    public static void main(String[] args) throws Exception {
        long seed = Long.parseLong(args[0]);
        int perMap = Integer.parseInt(args[1]);
        int serverEvery = Integer.parseInt(args[2]);
        Mutator mutator = new Mutator(seed);
        ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "doctor-fuzz");
            t.setDaemon(true);
            return t;
        });
        int[] counts = new int[4];
        int failed = 0;
        int outputs = 0;
        int serverChecks = 0;
        for (int m = 3; m < args.length; m++) {
            byte[] input = Files.readAllBytes(Path.of(args[m]));
            String name = Path.of(args[m]).getFileName().toString();
            for (int k = 0; k < perMap; k++) {
                Mutator.Mutation mu = mutator.mutate(input);
                Future<Outcome> f = worker.submit(() -> attempt(mu.bytes()));
                Outcome o;
                try {
                    o = f.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
                } catch (TimeoutException e) {
                    System.out.println("FAIL hang on " + name + " #" + k + " (" + mu.what() + ")");
                    System.out.println("doctor fuzz: stopped after a hang");
                    System.exit(3);
                    return;
                } catch (java.util.concurrent.ExecutionException e) {
                    o = new Outcome("FAIL " + e.getCause(), null);
                }
                if (o.kind().startsWith("FAIL")) {
                    failed++;
                    System.out.println(o.kind() + " on " + name + " #" + k + " (" + mu.what() + ")");
                    continue;
                }
                counts[o.kind().equals("refused") ? 0 : o.kind().equals("intact") ? 1 : 2]++;
                if (o.saved() != null && outputs++ % serverEvery == 0) {
                    serverChecks++;
                    DdnetOracle.ServerResult server = DdnetOracle.serverLoads(o.saved());
                    if (!server.loaded()) {
                        failed++;
                        Path keep = Files.createTempFile("doctor-fuzz-", ".map");
                        Files.write(keep, mu.bytes());
                        System.out.println("FAIL the server refused the fixed map of " + name + " #" + k + " ("
                                + mu.what() + "; input kept in " + keep + "): " + server.summary());
                    }
                }
            }
        }
        System.out.println("doctor fuzz: " + (counts[0] + counts[1] + counts[2] + failed) + " inputs, " + counts[0]
                + " refused, " + counts[1] + " intact, " + counts[2] + " salvaged, " + serverChecks
                + " server loads, " + failed + " failures");
        System.exit(failed == 0 ? 0 : 1);
    }

    private static Outcome attempt(byte[] bytes) {
        SalvageResult r;
        try {
            r = Salvage.load(bytes, ReadLimits.DDNET);
        } catch (DatafileException e) {
            boolean ok = e.getMessage() != null && !e.getMessage().isBlank();
            return new Outcome(ok ? "refused" : "FAIL empty message", null);
        } catch (Throwable t) {
            return new Outcome("FAIL salvage threw " + t, null);
        }
        try {
            String kind = r.intact() ? "intact" : "salvaged";
            for (Finding f : Doctor.check(r)) {
                if (f.line().isBlank()) {
                    return new Outcome("FAIL blank finding", null);
                }
            }
            MapDocument doc = new MapDocument(r.map());
            FixReport report = Doctor.fixAll(doc, Validator.ddnet());
            if (report.errorsLeft()) {
                return new Outcome("FAIL errors left after fix: " + report.remaining(), null);
            }
            byte[] saved = Doctor.encode(doc.map(), SaveOptions.DDNET);
            // the heap is small on purpose: let the map go (its repairs link to it too) before loading our save
            r = null;
            doc = null;
            report = null;
            SalvageResult back = Salvage.load(saved, ReadLimits.DDNET);
            if (!back.intact()) {
                return new Outcome("FAIL our save of the fixed map is refused: " + back.refusal(), null);
            }
            List<Finding> left = new ArrayList<>(Doctor.check(back));
            left.removeIf(f -> !f.isError());
            if (!left.isEmpty()) {
                return new Outcome("FAIL errors in our save of the fixed map: " + left, null);
            }
            return new Outcome(kind, saved);
        } catch (Throwable t) {
            java.io.StringWriter w = new java.io.StringWriter();
            t.printStackTrace(new java.io.PrintWriter(w));
            return new Outcome(
                    "FAIL "
                            + w.toString()
                                    .lines()
                                    .limit(8)
                                    .reduce((a, b) -> a + " | " + b)
                                    .orElse(""),
                    null);
        }
    }
}

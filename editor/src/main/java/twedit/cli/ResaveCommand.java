package twedit.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import twedit.model.codec.LoadResult;
import twedit.model.codec.LoadWarning;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.io.MapFiles;

/** `twedit resave IN OUT` / `twedit resave IN... -o DIR`: load into the typed model and save in DDNet form. */
@Command(
        name = "resave",
        mixinStandardHelpOptions = true,
        description = {
            "Load maps into the typed model and save them in DDNet form.",
            "  twedit resave IN OUT",
            "  twedit resave IN... -o DIR   (batch: one process, files in parallel)"
        })
public final class ResaveCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "IN OUT, or the inputs when -o is given")
    List<Path> files;

    @Option(
            names = {"-o", "--output-dir"},
            paramLabel = "DIR",
            description = "write each input's resave here")
    Path outDir;

    @Override
    public Integer call() {
        List<Path[]> jobs = BatchRunner.jobs(spec, files, outDir, false);
        return BatchRunner.run(spec, jobs, (files, in, out) -> {
            LoadResult loaded = files.load(in);
            BatchRunner.writing(out, () -> files.save(loaded.map(), out, SaveOptions.DDNET));
            // what reading tolerated (as DDNet's server does) is named under the file's line
            StringBuilder line = new StringBuilder(in + " -> " + out);
            for (LoadWarning w : loaded.warnings()) {
                if (w.kind() != LoadWarning.Kind.KEPT_UNKNOWN) {
                    line.append(System.lineSeparator())
                            .append(in)
                            .append(": warning: ")
                            .append(w);
                }
            }
            return line.toString();
        });
    }

    /** Runs one load-transform-save job per input in parallel, one output line per file, in input order. */
    static final class BatchRunner {
        /**
         * The (in, out) pairs of {@code IN OUT} or {@code IN... -o DIR}; an input whose file name another already has
         * is skipped with a line on stderr. With {@code lone}, a single IN without OUT is its own pair (a dry run).
         */
        static List<Path[]> jobs(CommandSpec spec, List<Path> files, Path outDir, boolean lone) {
            List<Path[]> jobs = new ArrayList<>();
            if (outDir == null) {
                if (files.size() != 2 && !(lone && files.size() == 1)) {
                    throw new ParameterException(spec.commandLine(), "give IN OUT, or several inputs with -o DIR");
                }
                jobs.add(new Path[] {files.get(0), files.get(files.size() - 1)});
                return jobs;
            }
            Set<Path> names = new HashSet<>();
            for (Path in : files) {
                Path name = in.getFileName();
                if (!names.add(name)) {
                    spec.commandLine()
                            .getErr()
                            .println("twedit: " + in + ": another input has the same name " + name + "; skipped");
                    continue;
                }
                jobs.add(new Path[] {in, outDir.resolve(name)});
            }
            return jobs;
        }

        /** A failure to write an output: reported under the output's name (a failure to read names the input). */
        static final class OutputFailed extends Exception {
            private static final long serialVersionUID = 1L;
            private final transient Path file;

            OutputFailed(Path file, Throwable cause) {
                super(cause);
                this.file = file;
            }
        }

        /** A step that writes a file. */
        interface Write {
            void run() throws Exception;
        }

        /** Runs {@code write}; its I/O failure (a full disk, a folder that cannot be made) names {@code out}. */
        static void writing(Path out, Write write) throws Exception {
            try {
                write.run();
            } catch (java.io.IOException e) {
                throw new OutputFailed(out, e);
            }
        }

        /** One job: what it printed on success. */
        interface Job {
            String run(MapFiles files, Path in, Path out) throws Exception;
        }

        /** The size of {@code p}, 0 when it cannot be read (its job then says why). */
        private static long sizeOf(Path p) {
            try {
                return Files.size(p);
            } catch (java.io.IOException e) {
                return 0;
            }
        }

        static int run(CommandSpec spec, List<Path[]> jobs, Job job) {
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            int threads = Math.max(1, Math.min(jobs.size(), Runtime.getRuntime().availableProcessors()));
            ExecutorService pool = Executors.newFixedThreadPool(threads);
            ExecutorService compressor =
                    Executors.newWorkStealingPool(Runtime.getRuntime().availableProcessors());
            int status = ExitCodes.OK;
            try {
                MapFiles files = new MapFiles(ReadLimits.DDNET, jobs.size() == 1 ? compressor : null);
                List<Future<String>> results = new ArrayList<>(java.util.Collections.nCopies(jobs.size(), null));
                // the largest maps first: a large one started last would run alone on one core at the end while the
                // others idle (printed in the order given all the same)
                List<Integer> order = new ArrayList<>();
                for (int i = 0; i < jobs.size(); i++) {
                    order.add(i);
                }
                long[] sizes = jobs.stream().mapToLong(j -> sizeOf(j[0])).toArray();
                order.sort((a, b) -> Long.compare(sizes[b], sizes[a]));
                for (int index : order) {
                    Path[] j = jobs.get(index);
                    results.set(index, pool.submit(() -> {
                        if (j[1].getParent() != null) {
                            writing(
                                    j[1],
                                    () -> Files.createDirectories(
                                            j[1].toAbsolutePath().getParent()));
                        }
                        return job.run(files, j[0], j[1]);
                    }));
                }
                for (int i = 0; i < jobs.size(); i++) {
                    try {
                        out.println(results.get(i).get());
                    } catch (java.util.concurrent.ExecutionException e) {
                        Throwable cause = e.getCause();
                        Path named = cause instanceof OutputFailed f ? f.file : jobs.get(i)[0];
                        err.println("twedit: " + named + ": "
                                + CliErrors.describe(cause instanceof OutputFailed ? cause.getCause() : cause));
                        status = ExitCodes.USAGE;
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        return ExitCodes.USAGE;
                    }
                    out.flush();
                    err.flush();
                }
            } finally {
                pool.shutdownNow();
                compressor.shutdownNow();
            }
            return status;
        }
    }
}

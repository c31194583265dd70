package twedit.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import picocli.CommandLine.Model.CommandSpec;
import twedit.model.codec.LoadResult;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.io.MapFiles;
import twedit.model.map.TwMap;

/**
 * What the map-editing commands (tile-art, quad-art, place-border, game-tiles, replace-tiles, automap) share: read IN,
 * let the command edit it, write OUT atomically; any problem is one line {@code twedit: MESSAGE} on stderr and exit 2
 * (an unreadable IN reads {@code twedit: IN: reason}, an unwritable OUT {@code twedit: OUT: reason}).
 */
final class MapEditRun {
    /** One command's work; a {@link Failure} ends it with exit 2. */
    @FunctionalInterface
    interface Body {
        int run(PrintWriter out, PrintWriter err) throws Failure;
    }

    /** A problem that ends the command with exit 2 and the one line {@code twedit: MESSAGE}. */
    static final class Failure extends Exception {
        private static final long serialVersionUID = 1L;

        Failure(String message) {
            super(message, null, false, false);
        }
    }

    private final MapFiles files;
    private final LoadResult loaded;

    private MapEditRun(MapFiles files, LoadResult loaded) {
        this.files = files;
        this.loaded = loaded;
    }

    /** Runs {@code body} with the command's streams: a failure is said in one line and exits 2; both are flushed. */
    static int run(CommandSpec spec, Body body) {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            return body.run(out, err);
        } catch (Failure f) {
            err.println("twedit: " + f.getMessage());
            return ExitCodes.USAGE;
        } finally {
            out.flush();
            err.flush();
        }
    }

    /** Reads {@code in} as DDNet would (its read limits); fails with {@code IN: reason}. */
    static MapEditRun open(Path in) throws Failure {
        MapFiles files = new MapFiles(ReadLimits.DDNET, null);
        try {
            return new MapEditRun(files, files.load(in));
        } catch (Exception | OutOfMemoryError e) {
            throw new Failure(in + ": " + CliErrors.describe(e));
        }
    }

    /** The map read (the commands change it through a MapDocument). */
    TwMap map() {
        return loaded.map();
    }

    /** Writes {@code map} to {@code out} atomically, in the form IN was read in; fails with {@code OUT: reason}. */
    void save(TwMap map, Path out) throws Failure {
        save(map, out, new SaveOptions(loaded.form(), false));
    }

    /** Writes {@code map} to {@code out} atomically with {@code options}; fails with {@code OUT: reason}. */
    void save(TwMap map, Path out, SaveOptions options) throws Failure {
        try {
            files.save(map, out, options);
        } catch (Exception e) {
            throw new Failure(out + ": " + CliErrors.describe(e));
        }
    }
}

package twedit.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import twedit.model.datafile.ReadLimits;
import twedit.model.io.MapFiles;
import twedit.model.map.TwMap;
import twedit.model.merge.MapText;

/** `twedit textconv MAP`: a map as stable lines of text, which `git diff` compares (set up by `twedit git-setup`). */
@Command(
        name = "textconv",
        mixinStandardHelpOptions = true,
        description = {
            "Print a map as stable lines of text for git diff: info, settings, images, sounds, envelopes and their"
                    + " points, groups, layers, quads, sound sources, and tile rows as runs of equal cells.",
            "Exit code 0: printed, 2: the map is unreadable."
        })
public final class TextconvCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "MAP", description = "the map")
    Path map;

    @Override
    public Integer call() {
        TwMap m;
        try {
            m = new MapFiles(ReadLimits.DDNET, null).load(map).map();
        } catch (Exception e) {
            spec.commandLine().getErr().println("twedit: " + map + ": " + CliErrors.describe(e));
            return ExitCodes.USAGE;
        }
        PrintWriter out = spec.commandLine().getOut();
        for (String line : MapText.lines(m)) {
            out.println(line);
        }
        out.flush();
        return ExitCodes.OK;
    }
}

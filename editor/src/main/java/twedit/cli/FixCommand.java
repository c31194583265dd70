package twedit.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import twedit.model.codec.SaveOptions;
import twedit.model.codec.SourceForm;
import twedit.model.datafile.ReadLimits;
import twedit.model.doctor.Doctor;
import twedit.model.doctor.Finding;
import twedit.model.doctor.FixReport;
import twedit.model.doctor.Salvage;
import twedit.model.doctor.SalvageResult;
import twedit.model.doctor.Validator;
import twedit.model.document.MapDocument;
import twedit.model.io.AtomicFiles;

/**
 * {@code twedit fix [--strict] IN OUT}: salvages IN, applies the repairs of what breaks the map (with --strict every
 * repair), saves OUT (atomically, and only after reading the
 * saved bytes back as DDNet would) and prints what was salvaged, fixed and left.
 */
@Command(
        name = "fix",
        mixinStandardHelpOptions = true,
        description = {
            "Repair a map and save the result.",
            "Salvages what a damaged file still holds, applies every fix `twedit check` offers for what breaks"
                    + " the map (with --strict also for what is not DDNet's) and saves the result (DDNet form unless"
                    + " --to 0.7). Prints one line per thing done or left.",
            "Exit 0 saved with no error left, 1 saved but errors without a fix remain, 2 unreadable or not saved."
        })
public final class FixCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "IN", description = "the map to repair")
    Path in;

    @Parameters(index = "1", paramLabel = "OUT", description = "where to save the repaired map (may be IN)")
    Path out;

    @Option(
            names = "--to",
            paramLabel = "FORM",
            converter = ConvertCommand.TargetConverter.class,
            defaultValue = "ddnet",
            description = "ddnet (default) or 0.7; DDNet's server cannot load 0.7 maps")
    ConvertCommand.Target to;

    @Option(
            names = "--strict",
            description = "also repair what is not DDNet's (unknown tile ids mods use, data the game ignores,"
                    + " redundant items); by default only what breaks the map is repaired")
    boolean strict;

    @Override
    public Integer call() {
        PrintWriter o = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        SourceForm form = to == ConvertCommand.Target.ddnet ? SourceForm.DDNET : SourceForm.TEEWORLDS_07;
        FixReport report;
        int salvaged;
        try {
            SalvageResult loaded = Salvage.load(in, ReadLimits.DDNET);
            salvaged = loaded.findings().size();
            for (Finding f : loaded.findings()) {
                o.println(in + ": salvaged: " + f.where() + ": " + f.what());
            }
            MapDocument doc = new MapDocument(loaded.map());
            report = Doctor.fixAll(doc, new Validator(form), strict);
            for (Finding f : report.applied()) {
                o.println(in + ": fixed: " + f.where() + ": " + f.what() + " -> "
                        + f.repair().description());
            }
            byte[] bytes = Doctor.encodeVerified(doc.map(), new SaveOptions(form, false));
            try {
                AtomicFiles.write(out, bytes);
            } catch (java.io.IOException e) {
                // a full disk is OUT's problem, not IN's
                o.flush();
                err.println("twedit: " + out + ": " + CliErrors.describe(e));
                return ExitCodes.USAGE;
            }
        } catch (Exception | OutOfMemoryError e) {
            o.flush();
            err.println("twedit: " + in + ": " + CliErrors.describe(e));
            return ExitCodes.USAGE;
        }
        for (Finding f : report.remaining()) {
            o.println(in + ": left: " + CheckCommand.describe(f));
        }
        o.println(in + " -> " + out + " (" + (form == SourceForm.DDNET ? "DDNet" : "0.7") + " form): " + salvaged
                + " salvaged, " + report.applied().size() + " fixed, "
                + report.remaining().size() + " left");
        o.flush();
        return report.errorsLeft() ? ExitCodes.PROBLEM : ExitCodes.OK;
    }
}

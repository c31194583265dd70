package twedit.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import twedit.model.codec.MapContent;
import twedit.model.codec.SaveOptions;
import twedit.model.codec.SourceForm;
import twedit.model.datafile.ReadLimits;
import twedit.model.doctor.Doctor;
import twedit.model.doctor.Finding;
import twedit.model.doctor.FixReport;
import twedit.model.doctor.Salvage;
import twedit.model.doctor.SalvageResult;
import twedit.model.doctor.Target;
import twedit.model.doctor.Validator;
import twedit.model.document.MapDocument;
import twedit.model.io.AtomicFiles;

/**
 * {@code twedit fix [--strict] IN OUT}: salvages IN, applies the repairs of what breaks the map (with --strict every
 * repair), saves OUT (atomically, and only after reading the
 * saved bytes back as DDNet would) and prints what was salvaged, fixed and left, and what the saved map lacks of
 * what the file held (then it exits 1, never 0).
 */
@Command(
        name = "fix",
        mixinStandardHelpOptions = true,
        description = {
            "Repair a map and save the result.",
            "Salvages what a damaged file still holds, applies every fix `twedit check` offers for what breaks"
                    + " the map (with --strict also for what is not DDNet's) and saves the result (DDNet form unless"
                    + " --to 0.7). Prints one line per thing done or left, and what the saved map lacks of what the"
                    + " file held (layers, non-empty cells, images, quads, envelopes, sounds).",
            "Exit 0 saved, keeping everything the file held, with no error left; 1 saved, but content of the file"
                    + " was lost (the 'lost:' line says what) or errors without a fix remain; 2 unreadable or not"
                    + " saved."
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
        int formFixed;
        MapContent held;
        MapContent kept;
        try {
            byte[] file = Salvage.read(in, ReadLimits.DDNET); // read once: salvaged, and counted as it is
            SalvageResult loaded = Salvage.load(file, ReadLimits.DDNET);
            held = Salvage.held(file, ReadLimits.DDNET);
            salvaged = loaded.findings().size();
            for (Finding f : loaded.findings()) {
                o.println(in + ": salvaged: " + f.where() + ": " + f.what());
            }
            // what the file's form breaks (0.7's compressed tiles, for DDNet) saving in DDNet form fixes: said as done
            formFixed = 0;
            if (form == SourceForm.DDNET) {
                for (Finding f : Validator.forFile(loaded, Target.DDNET).validate(loaded.map())) {
                    if (f.isError() && f.fixable() && f.repair().saveForm() == SourceForm.DDNET) {
                        o.println(in + ": fixed: " + f.where() + ": " + f.what() + " -> saved in DDNet form");
                        formFixed++;
                    }
                }
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
            kept = MapContent.of(doc.map());
        } catch (Exception | OutOfMemoryError e) {
            o.flush();
            err.println("twedit: " + in + ": " + CliErrors.describe(e));
            return ExitCodes.USAGE;
        }
        for (Finding f : report.remaining()) {
            o.println(in + ": left: " + CheckCommand.describe(f));
        }
        String lost = kept.lostSince(held);
        if (!lost.isEmpty()) {
            // said last but one, so it is never lost among the findings: the saved map is not the whole file
            o.println(in + ": lost: " + lost + "; the saved map keeps " + kept.describe() + " of the file's "
                    + held.describe());
        }
        o.println(in + " -> " + out + " (" + (form == SourceForm.DDNET ? "DDNet" : "0.7") + " form): " + salvaged
                + " salvaged, " + (report.applied().size() + formFixed) + " fixed, "
                + report.remaining().size() + " left" + (lost.isEmpty() ? "" : ", content lost"));
        o.flush();
        return report.errorsLeft() || !lost.isEmpty() ? ExitCodes.PROBLEM : ExitCodes.OK;
    }
}

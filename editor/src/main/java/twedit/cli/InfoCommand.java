package twedit.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import twedit.model.codec.LoadResult;
import twedit.model.datafile.ReadLimits;
import twedit.model.io.MapFiles;

/** `twedit info MAP [--json]`: what a map holds. */
@Command(
        name = "info",
        mixinStandardHelpOptions = true,
        description = "Show a map's version, info, images, envelopes, groups and layers, sounds and settings.")
public final class InfoCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "MAP", description = "the .map file")
    Path map;

    @Option(names = "--json", description = "print JSON instead of text")
    boolean json;

    @Override
    public Integer call() {
        LoadResult r;
        try {
            r = new MapFiles(ReadLimits.DDNET, null).load(map);
        } catch (Exception | OutOfMemoryError e) {
            spec.commandLine().getErr().println("twedit: " + map + ": " + CliErrors.describe(e));
            return ExitCodes.USAGE;
        }
        ObjectMapper om = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        long bytes;
        try {
            bytes = Files.size(map);
        } catch (java.io.IOException e) {
            bytes = -1;
        }
        ObjectNode j = MapInfoReport.json(om, map.toString(), bytes, r);
        try {
            spec.commandLine().getOut().print(json ? om.writeValueAsString(j) + "\n" : MapInfoReport.text(j));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
        spec.commandLine().getOut().flush();
        return ExitCodes.OK;
    }
}

package twedit.model.testutil;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import twedit.model.codec.EncodeException;
import twedit.model.codec.LoadResult;
import twedit.model.codec.MapDecoder;
import twedit.model.codec.MapEncoder;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.DatafileException;
import twedit.model.datafile.DatafileWriter;
import twedit.model.datafile.ReadLimits;

/**
 * Feeds mutated corpus maps to the reader, decoder and encoder in a small-heap JVM (run by MalformedInputTest):
 * each input must load or raise DatafileException, within a time limit. Prints `FAIL ...` lines and a summary.
 */
public final class FuzzDriver {
    private FuzzDriver() {}

    public static void main(String[] args) throws Exception {
        long seed = Long.parseLong(args[0]);
        int perMap = Integer.parseInt(args[1]);
        List<byte[]> inputs = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (int i = 2; i < args.length; i++) {
            inputs.add(Files.readAllBytes(Path.of(args[i])));
            names.add(Path.of(args[i]).getFileName().toString());
        }
        Mutator mutator = new Mutator(seed);
        ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "fuzz");
            t.setDaemon(true);
            return t;
        });
        int loaded = 0;
        int refused = 0;
        int failed = 0;
        for (int m = 0; m < inputs.size(); m++) {
            for (int k = 0; k < perMap; k++) {
                Mutator.Mutation mu = mutator.mutate(inputs.get(m));
                Future<String> f = worker.submit(() -> attempt(mu.bytes()));
                String result;
                try {
                    result = f.get(20, TimeUnit.SECONDS);
                } catch (TimeoutException e) {
                    result = "FAIL hang";
                } catch (java.util.concurrent.ExecutionException e) {
                    result = "FAIL " + e.getCause();
                }
                if (result.startsWith("FAIL")) {
                    failed++;
                    System.out.println(result + " on " + names.get(m) + " #" + k + " (" + mu.what() + ")");
                    if (result.equals("FAIL hang")) {
                        System.out.println("fuzz: stopped after a hang");
                        System.exit(3);
                    }
                } else if (result.equals("loaded")) {
                    loaded++;
                } else {
                    refused++;
                }
            }
        }
        System.out.println("fuzz: " + (loaded + refused + failed) + " inputs, " + loaded + " loaded, " + refused
                + " refused, " + failed + " failures");
        System.exit(failed == 0 ? 0 : 1);
    }

    private static String attempt(byte[] bytes) {
        try {
            LoadResult r = new MapDecoder(ReadLimits.DDNET).read(bytes);
            try {
                byte[] out = new DatafileWriter().write(new MapEncoder(SaveOptions.DDNET).encode(r.map()));
                r = null; // let the first map go before decoding our save of it: the heap is small on purpose
                new MapDecoder(ReadLimits.DDNET).read(out);
            } catch (EncodeException e) {
                return "refused";
            } catch (DatafileException e) {
                return "FAIL our own save of a loaded map was refused: " + e.getMessage();
            }
            return "loaded";
        } catch (DatafileException e) {
            return e.getMessage() == null || e.getMessage().isBlank() ? "FAIL empty message" : "refused";
        } catch (Throwable t) {
            return "FAIL " + t;
        }
    }
}

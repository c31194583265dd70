package twedit.bench;

import java.util.LinkedHashMap;
import java.util.Map;

/** Runs the named benchmark groups (all when none is named) and prints one `name: value unit` line per figure. */
public final class BenchMain {
    private BenchMain() {}

    /** A group of figures, each printed as it is measured. */
    public interface Group {
        void run() throws Exception;
    }

    public static void main(String[] args) throws Exception {
        Map<String, Group> groups = new LinkedHashMap<>();
        register(groups);
        for (Map.Entry<String, Group> e : groups.entrySet()) {
            if (args.length == 0 || java.util.Arrays.asList(args).contains(e.getKey())) {
                e.getValue().run();
            }
        }
    }

    private static void register(Map<String, Group> groups) {
        groups.put("datafile", new DatafileBench());
        groups.put("document", new DocumentBench());
        groups.put("automap", new AutomapBench());
        groups.put("render", new RenderBench());
        groups.put("links", new LinksBench());
        groups.put("size", new SizeBench());
        groups.put("select", new SelectBench());
        groups.put("optimize", new OptimizeBench());
        groups.put("hostile", new HostileBench());
        groups.put("testmap", new TestMapBench());
        groups.put("memory", new MemoryBench());
        groups.put("pan", new PanWindowBench());
        groups.put("merge", new MergeBench());
    }

    /** Prints one figure line. */
    public static void figure(String name, double value, String unit) {
        System.out.printf(java.util.Locale.ROOT, "%s: %.1f %s%n", name, value, unit);
    }
}

package twedit.editor.memory;

import java.util.List;

/**
 * The heap the editor should run with: a share of the machine's physical memory (half of it), rather than the JVM's
 * default quarter, unless whoever started it chose one ({@code -Xmx}, {@code -XX:MaxRAM...}). ./twedit passes the
 * share itself; a start by {@code java -jar} that got the default is started again with it.
 */
public final class HeapChoice {
    /** The share of physical memory the editor's heap may take, in percent (what ./twedit passes too). */
    public static final int PERCENT = 50;

    /** The JVM option giving that share. */
    public static final String OPTION = "-XX:MaxRAMPercentage=" + PERCENT;

    private HeapChoice() {}

    /**
     * Whether a JVM started with {@code jvmArgs} and given {@code maxHeap} bytes on a machine of {@code physical}
     * bytes should be started again with {@link #OPTION}: nobody chose its heap and the share is clearly larger.
     */
    public static boolean shouldRestart(List<String> jvmArgs, long maxHeap, long physical) {
        for (String a : jvmArgs) {
            if (a.startsWith("-Xmx") || a.startsWith("-XX:MaxRAM") || a.startsWith("-XX:MaxHeapSize")) {
                return false;
            }
        }
        return physical > 0 && maxHeap < physical * PERCENT / 100 * 9 / 10;
    }

    /** The machine's physical memory in bytes, or 0 when the JVM cannot tell. */
    public static long physicalBytes() {
        return java.lang.management.ManagementFactory.getOperatingSystemMXBean()
                        instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getTotalMemorySize()
                : 0;
    }
}

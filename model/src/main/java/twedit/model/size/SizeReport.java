package twedit.model.size;

import java.util.List;

/**
 * A map's size, shared out: the entries, largest first, add up to {@code total}, the size of the file saving writes.
 */
public record SizeReport(List<SizeEntry> entries, long total) {
    public SizeReport {
        entries = List.copyOf(entries);
    }

    /** The share of the file an entry takes, 0..1. */
    public double share(SizeEntry e) {
        return total == 0 ? 0 : (double) e.bytes() / total;
    }
}

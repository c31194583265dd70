package twedit.model.datafile;

/**
 * Caps on what a reader may allocate for one file, so an untrusted header cannot make us allocate gigabytes.
 *
 * @param maxTotalBytes the most bytes the file's declared sections plus all inflated data may add up to
 */
public record ReadLimits(long maxTotalBytes) {
    /** DDNet's own cap: allocations over 2 GiB are refused (map-checks.md item 3). */
    public static final ReadLimits DDNET = new ReadLimits(1L << 31);
    /** A lower cap suited to an interactive editor. */
    public static final ReadLimits EDITOR = new ReadLimits(512L << 20);

    public ReadLimits {
        if (maxTotalBytes <= 0) {
            throw new IllegalArgumentException("maxTotalBytes must be positive");
        }
    }
}

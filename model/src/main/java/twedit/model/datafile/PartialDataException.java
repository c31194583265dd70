package twedit.model.datafile;

import java.util.Arrays;

/**
 * A data block whose zlib stream breaks off or goes corrupt part way: it carries what inflated before the damage, so
 * salvage can keep the cells a tile layer still has (the strict path treats it as any refused block).
 */
public final class PartialDataException extends DatafileException {
    private static final long serialVersionUID = 1L;

    /** The inflate buffer, handed over (not copied: it may be 64 MiB and the strict path never reads it). */
    private final byte[] buffer;

    private final int length;

    PartialDataException(String message, byte[] buffer, int length) {
        super(message);
        this.buffer = buffer;
        this.length = length;
    }

    /** The same damage, its message prefixed with the block's user. */
    PartialDataException(String prefix, PartialDataException e) {
        super(prefix + e.getMessage(), e);
        this.buffer = e.buffer;
        this.length = e.length;
    }

    /** The bytes that inflated before the damage (a copy). */
    public byte[] partial() {
        return Arrays.copyOf(buffer, length);
    }
}

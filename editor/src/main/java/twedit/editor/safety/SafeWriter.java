package twedit.editor.safety;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.function.BooleanSupplier;
import twedit.model.codec.EncodeException;
import twedit.model.doctor.Doctor;
import twedit.model.io.AtomicFiles;

/**
 * Saves map bytes safely: refuses bytes the game would not load, copies the previous file to {@code NAME.map.bak},
 * replaces the file atomically, reads it back, and only then removes the backup (unless backups are kept).
 */
public final class SafeWriter {
    private final BooleanSupplier keepBackup;

    /** @param keepBackup whether the .bak copy stays after a successful save (asked at each save) */
    public SafeWriter(BooleanSupplier keepBackup) {
        this.keepBackup = keepBackup;
    }

    /** The backup path of {@code target}: NAME.map.bak beside it. */
    public static Path backupOf(Path target) {
        return target.resolveSibling(target.getFileName() + ".bak");
    }

    /**
     * Writes {@code bytes} to {@code target}.
     *
     * @throws EncodeException when the bytes would be refused by the game (nothing is written)
     * @throws IOException when writing fails (the previous file, or its .bak copy, is left)
     */
    public void write(Path target, byte[] bytes) throws IOException, EncodeException {
        Doctor.verify(bytes);
        Path bak = backupOf(target);
        boolean had = Files.isRegularFile(target);
        if (had) {
            Files.copy(target, bak, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.COPY_ATTRIBUTES);
        }
        AtomicFiles.write(target, bytes);
        byte[] back = Files.readAllBytes(target);
        if (!Arrays.equals(back, bytes)) {
            throw new IOException("the file read back differs from what was written"
                    + (had ? "; the previous version is kept as " + bak.getFileName() : ""));
        }
        if (had && !keepBackup.getAsBoolean()) {
            Files.deleteIfExists(bak);
        }
    }
}

package twedit.model.io;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Writes files atomically: a temp file beside the target, flushed to disk, then renamed over it. A replaced file
 * keeps its mode, and its owner and group where the process may set them; a new file gets what the umask gives.
 */
public final class AtomicFiles {
    /** How often a temp name is drawn again when another file already has it. */
    private static final int NAME_ATTEMPTS = 100;

    private AtomicFiles() {}

    /**
     * Replaces {@code target} with {@code bytes}; on any failure the previous file is left as it was. A file that
     * existed keeps its permissions (and its owner and group when the process may set them); a new file gets the
     * permissions any new file gets from the process's umask (and the directory's default ACL).
     */
    public static void write(Path target, byte[] bytes) throws IOException {
        write(target, bytes, false);
    }

    /**
     * As {@link #write}, but a new file is readable by its owner only (0600): for private working copies such as
     * autosaved recovery files. A file that existed keeps its own permissions.
     */
    public static void writePrivate(Path target, byte[] bytes) throws IOException {
        write(target, bytes, true);
    }

    private static void write(Path target, byte[] bytes, boolean ownerOnly) throws IOException {
        Path abs = target.toAbsolutePath();
        Path dir = abs.getParent();
        Path name = abs.getFileName();
        if (dir == null || name == null) {
            // a root such as "/" names no file: say so instead of failing with a NullPointerException below
            throw new IOException("not a file path: " + target);
        }
        Files.createDirectories(dir);
        boolean posix = dir.getFileSystem().supportedFileAttributeViews().contains("posix");
        PosixFileAttributes previous = posix ? attributesOf(abs) : null;
        // The temp file starts owner-only when it replaces a file (it gets that file's mode just before the rename,
        // so its bytes are never readable by more users than the old file's were) or when asked; otherwise it is
        // created like any new file, so the kernel applies the umask and the directory's default ACL.
        boolean restricted = posix && (previous != null || ownerOnly);
        Path tmp = createTemp(dir, name.toString(), restricted);
        try {
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE)) {
                ByteBuffer buf = ByteBuffer.wrap(bytes);
                while (buf.hasRemaining()) {
                    ch.write(buf);
                }
                if (previous != null) {
                    takeOver(previous, tmp);
                }
                ch.force(true);
            }
            try {
                Files.move(tmp, abs, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, abs, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /** The POSIX attributes of the file {@code path} names (through links), or null when there is none. */
    private static PosixFileAttributes attributesOf(Path path) throws IOException {
        try {
            return Files.readAttributes(path, PosixFileAttributes.class);
        } catch (NoSuchFileException e) {
            return null;
        }
    }

    /**
     * Creates an empty, uniquely named file in {@code dir} (exclusively: an existing file or link of that name is
     * never opened). Without {@code restricted} no permissions are given, so the file gets exactly what a plain new
     * file gets ({@code 0666 & ~umask}, or the directory's default ACL); with it, owner read and write only.
     */
    private static Path createTemp(Path dir, String name, boolean restricted) throws IOException {
        FileAttribute<?>[] attrs = restricted
                ? new FileAttribute<?>[] {
                    PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------"))
                }
                : new FileAttribute<?>[0];
        for (int i = 0; ; i++) {
            String suffix = Long.toUnsignedString(ThreadLocalRandom.current().nextLong(), 36);
            Path tmp = dir.resolve("." + name + "." + suffix + ".tmp");
            try {
                return Files.createFile(tmp, attrs);
            } catch (FileAlreadyExistsException e) {
                if (i + 1 >= NAME_ATTEMPTS) {
                    throw e;
                }
            }
        }
    }

    /**
     * Gives {@code tmp} the owner, group and permissions of the file it replaces. Owner and group are set where the
     * process may (root, or a group the owner belongs to) and otherwise stay the process's; the permissions are set
     * last because changing the owner may clear the set-id bits. A file system that keeps no modes (FAT) refuses
     * the change, and the file keeps the mode that file system gives every file.
     */
    private static void takeOver(PosixFileAttributes previous, Path tmp) throws IOException {
        PosixFileAttributeView view = Files.getFileAttributeView(tmp, PosixFileAttributeView.class);
        PosixFileAttributes now = view.readAttributes();
        if (!now.owner().equals(previous.owner())) {
            try {
                view.setOwner(previous.owner());
            } catch (FileSystemException e) {
                // only root may give a file away: the new file is the process's
            }
        }
        if (!now.group().equals(previous.group())) {
            try {
                view.setGroup(previous.group());
            } catch (FileSystemException e) {
                // the process is not in that group: the new file has the process's group
            }
        }
        if (!view.readAttributes().permissions().equals(previous.permissions())) {
            try {
                view.setPermissions(previous.permissions());
            } catch (FileSystemException e) {
                // a file system without modes: every file there has the same one
            }
        }
    }
}

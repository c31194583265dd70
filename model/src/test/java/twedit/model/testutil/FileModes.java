package twedit.model.testutil;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.GroupPrincipal;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.nio.file.attribute.UserPrincipalLookupService;
import java.nio.file.attribute.UserPrincipalNotFoundException;
import org.junit.jupiter.api.Assumptions;

/**
 * File modes for the tests of what a write leaves behind: a file's mode, owner and group, the mode a plain new file
 * gets in a folder, and files prepared with a given mode and another owner (which takes root: a test that cannot
 * give one skips locally and fails on CI).
 */
public final class FileModes {
    private FileModes() {}

    /** What a write must keep of a file: its permissions ("rw-r-----") and its owner and group. */
    public record Mode(String permissions, UserPrincipal owner, GroupPrincipal group) {
        public static Mode of(Path file) throws IOException {
            PosixFileAttributes a = Files.readAttributes(file, PosixFileAttributes.class);
            return new Mode(PosixFilePermissions.toString(a.permissions()), a.owner(), a.group());
        }
    }

    /** The permissions of {@code file}, e.g. "rw-r--r--". */
    public static String permissions(Path file) throws IOException {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(file));
    }

    /** The permissions a file made by {@link Files#createFile} gets in {@code dir} (the umask's and the ACL's). */
    public static String newFile(Path dir) throws IOException {
        Path probe = Files.createFile(dir.resolve(".mode-probe-" + System.nanoTime()));
        try {
            return permissions(probe);
        } finally {
            Files.delete(probe);
        }
    }

    /**
     * Writes {@code bytes} to {@code file} with the permissions {@code perms} ("rw-r-----"), then gives it to the
     * user "daemon" and the group "daemon", so that a write keeping the owner and group is told from one that makes
     * the file the process's. Only root may: elsewhere the test is skipped, saying so, and on CI (which runs the tests
     * as root) it fails.
     *
     * @return the file's mode, owner and group after all that
     */
    public static Mode prepare(Path file, byte[] bytes, String perms) throws IOException {
        Files.write(file, bytes);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString(perms));
        UserPrincipalLookupService users = file.getFileSystem().getUserPrincipalLookupService();
        String failure = null;
        try {
            Files.setOwner(file, users.lookupPrincipalByName(OTHER));
            Files.getFileAttributeView(file, java.nio.file.attribute.PosixFileAttributeView.class)
                    .setGroup(users.lookupPrincipalByGroupName(OTHER));
        } catch (UserPrincipalNotFoundException e) {
            failure = "there is no user and group '" + OTHER + "'";
        } catch (FileSystemException e) {
            failure = "the process may not (it is not root): " + e.getMessage();
        }
        Mode m = Mode.of(file);
        requireOtherOwner(
                failure == null
                        && OTHER.equals(m.owner().getName())
                        && OTHER.equals(m.group().getName()),
                failure);
        return m;
    }

    /** The user and group test files are given, so that keeping an owner differs from taking the file over. */
    public static final String OTHER = "daemon";

    private static void requireOtherOwner(boolean given, String why) {
        String what = "giving a test file to the user and group '" + OTHER + "' (without it, keeping a file's owner is"
                + " not tested)";
        if (Corpus.onCi()) {
            if (!given) {
                throw new AssertionError(what + " failed: " + why + "; CI runs the tests as root");
            }
        } else {
            Assumptions.assumeTrue(given, what + " failed: " + why + "; run the tests as root to test it");
        }
    }

    /** As {@link #prepare(Path, byte[], String)} with the bytes {@code file} already holds. */
    public static Mode prepare(Path file, String perms) throws IOException {
        return prepare(file, Files.readAllBytes(file), perms);
    }
}

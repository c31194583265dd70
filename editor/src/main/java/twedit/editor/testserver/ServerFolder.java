package twedit.editor.testserver;

import java.io.IOException;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.SecureRandom;
import java.util.Comparator;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * The private folder a test server runs in (created readable by the user only): {@code storage.cfg} keeps the server
 * to this folder, {@code maps/NAME.map} is the map, {@code autoexec_server.cfg} the settings with the passwords (not
 * on the command line, where other users could read them), {@code owner} the editor process it belongs to (so that
 * the next start can delete the folders of an editor that was killed: {@link #deleteStale}). Also picks free ports and
 * random passwords.
 */
final class ServerFolder {
    /** The start of every test server folder's name in the temp folder. */
    static final String PREFIX = "twedit-testmap-";

    /** A folder without an owner file (made before there was one) is taken as stale after this long. */
    private static final java.time.Duration UNOWNED = java.time.Duration.ofDays(1);

    private static final String ALNUM = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";

    private final Path dir;
    private final SecureRandom random = new SecureRandom();

    ServerFolder() throws IOException {
        dir = Files.createTempDirectory(PREFIX);
        Files.writeString(dir.resolve("owner"), owner(ProcessHandle.current()), StandardCharsets.UTF_8);
        Files.createDirectories(dir.resolve("maps"));
        Files.writeString(dir.resolve("storage.cfg"), "add_path $CURRENTDIR\n", StandardCharsets.UTF_8);
    }

    Path dir() {
        return dir;
    }

    /**
     * Writes the map the server loads as {@code NAME}: to a new file moved over the old one, so the server, which reads
     * parts of the running map's file later, keeps the old file it opened.
     */
    void writeMap(String name, byte[] map) throws IOException {
        Path target = dir.resolve("maps").resolve(name + ".map");
        Path tmp = dir.resolve("maps").resolve("." + name + ".next");
        Files.write(tmp, map);
        try {
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** Writes the server's settings; {@code econAll} binds the console to every address (see TestServer). */
    void writeConfig(String name, int port, int econPort, boolean econAll, String econPassword, String rconPassword)
            throws IOException {
        String cfg = String.join(
                "\n",
                "sv_register 0",
                "bindaddr \"127.0.0.1\"",
                "sv_ipv4only 1",
                "sv_port " + port,
                "sv_name \"twedit test: " + name + "\"",
                "ec_bindaddr \"" + (econAll ? "" : "127.0.0.1") + "\"",
                "ec_port " + econPort,
                "ec_password \"" + econPassword + "\"",
                "ec_output_level 1",
                // DDNet 18 and later print "datafile: loading done" at trace level only; at debug level (1) they
                // print "server: maps/NAME.map sha256 is ..." once a map is loaded, which a reload waits for
                "stdout_output_level 1",
                "sv_rcon_password \"" + rconPassword + "\"",
                "sv_test_cmds 1",
                "sv_map \"" + name + "\"",
                "");
        Path f = dir.resolve("autoexec_server.cfg");
        Files.writeString(f, cfg, StandardCharsets.UTF_8);
    }

    /** A random password of {@code n} letters and digits. */
    String password(int n) {
        StringBuilder sb = new StringBuilder(n);
        for (int i = 0; i < n; i++) {
            sb.append(ALNUM.charAt(random.nextInt(ALNUM.length())));
        }
        return sb.toString();
    }

    /** What the owner file says: the process id and its start time (a reused id has another start time). */
    static String owner(ProcessHandle p) {
        return p.pid() + " "
                + p.info().startInstant().map(i -> i.toEpochMilli()).orElse(0L) + "\n";
    }

    /** Whether the process {@code ownerText} names (see {@link #owner}) still runs. */
    static boolean ownerAlive(String ownerText) {
        String[] parts = ownerText.strip().split(" ");
        try {
            long pid = Long.parseLong(parts[0]);
            return ProcessHandle.of(pid)
                    .filter(ProcessHandle::isAlive)
                    .map(p -> owner(p).strip().equals(ownerText.strip()))
                    .orElse(false);
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /**
     * Deletes the test server folders in {@code tempRoot} whose editor no longer runs (it was killed, or crashed,
     * before it could delete its folder): those whose owner process is gone, and those without an owner file older
     * than a day. Returns how many it deleted.
     */
    static int deleteStale(Path tempRoot) {
        int n = 0;
        try (java.nio.file.DirectoryStream<Path> ds = Files.newDirectoryStream(tempRoot, PREFIX + "*")) {
            for (Path d : ds) {
                if (!Files.isDirectory(d, java.nio.file.LinkOption.NOFOLLOW_LINKS) || !stale(d)) {
                    continue;
                }
                deleteTree(d);
                n += Files.exists(d) ? 0 : 1;
            }
        } catch (IOException | RuntimeException e) {
            // another user's or an unreadable folder: left to the system's temp cleaning
        }
        return n;
    }

    private static boolean stale(Path d) throws IOException {
        Path owner = d.resolve("owner");
        if (Files.isRegularFile(owner)) {
            return !ownerAlive(Files.readString(owner, StandardCharsets.UTF_8));
        }
        return Files.getLastModifiedTime(d)
                .toInstant()
                .isBefore(java.time.Instant.now().minus(UNOWNED));
    }

    /** Deletes the folder with everything in it. */
    void delete() {
        deleteTree(dir);
    }

    private static void deleteTree(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            // a file the server still held: the system's temp cleaning takes it
        }
    }

    /** Whether UDP {@code port} on 127.0.0.1 is free (the game port). */
    static boolean udpFree(int port) {
        try (DatagramSocket s = new DatagramSocket(null)) {
            s.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** Whether UDP {@code port} on 127.0.0.1 is free, or becomes free within {@code millis}. */
    static boolean udpFreeWithin(int port, long millis) throws InterruptedException {
        long deadline = System.nanoTime() + millis * 1_000_000L;
        while (!udpFree(port)) {
            if (System.nanoTime() > deadline) {
                return false;
            }
            Thread.sleep(50);
        }
        return true;
    }

    /** The first free game port from {@code preferred} on (DDNet's clients look at 8303 first), else any free one. */
    static int freeGamePort(int preferred, int skip) {
        for (int p = preferred + skip; p < preferred + skip + 50 && p < 65536; p++) {
            if (udpFree(p)) {
                return p;
            }
        }
        try (DatagramSocket s = new DatagramSocket(0, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        } catch (IOException e) {
            return preferred;
        }
    }

    /** A TCP port free on every address (the console's). */
    static int freeTcpPort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    /** The map's name on the server: the file name without extension, in letters, digits, '-' and '_'. */
    static String mapName(String fileName) {
        String base = fileName == null ? "" : fileName;
        int dot = base.lastIndexOf('.');
        if (dot > 0) {
            base = base.substring(0, dot);
        }
        StringBuilder sb = new StringBuilder();
        for (char c : base.toCharArray()) {
            sb.append(Character.isLetterOrDigit(c) && c < 128 || c == '-' || c == '_' ? c : '_');
        }
        String n = sb.length() > 100 ? sb.substring(0, 100) : sb.toString();
        return n.isEmpty() ? "untitled" : n.toLowerCase(Locale.ROOT).equals("con") ? "map_" + n : n;
    }
}

package twedit.editor.testserver;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Map;

/**
 * A stand-in for a DDNet server newer than Debian's 16.4 (as 19.9 behaves, read from DDNet's econ.cpp, console.cpp,
 * server.cpp and datafile.cpp), run by HotReloadTest as its own process: it reads autoexec_server.cfg in its folder,
 * loads maps/NAME.map (a file starting with a datafile signature), prints what the real server prints at the output
 * level the settings ask for ("datafile: loading done" at trace level only, "server: maps/NAME.map sha256 is ..." at
 * debug level, "server: version ..." once running), and speaks the econ protocol: "Enter password:", the password
 * line, "Authentication successful. External console access granted.", then one command a line, each logged as
 * "econ: client_id=N addr=<{...}> command='...'". It knows access_level (answering for hot_reload as a server that
 * has it), hot_reload, reload and echo. A map file starting with "HANG" makes a reload never answer (a server stuck
 * on a map), for the tests of stopping while a reload waits.
 */
public final class FakeEconServer {
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");

    private final Map<String, String> cfg;
    private final int stdoutLevel;

    private FakeEconServer(Map<String, String> cfg) {
        this.cfg = cfg;
        this.stdoutLevel = Integer.parseInt(cfg.getOrDefault("stdout_output_level", "0"));
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> cfg = new HashMap<>();
        for (String line : Files.readAllLines(Path.of("autoexec_server.cfg"), StandardCharsets.UTF_8)) {
            int sp = line.indexOf(' ');
            if (sp > 0) {
                cfg.put(
                        line.substring(0, sp),
                        line.substring(sp + 1).replace("\"", "").strip());
            }
        }
        new FakeEconServer(cfg).run();
    }

    /** Prints a log line as DDNet does when {@code level} (0 info, 1 debug, 2 trace) is shown. */
    private synchronized void log(int level, String line) {
        if (level <= stdoutLevel) {
            String mark = level == 0 ? "I" : level == 1 ? "D" : "T";
            System.out.println(LocalDateTime.now().format(STAMP) + " " + mark + " " + line);
            System.out.flush();
        }
    }

    private boolean load() throws Exception {
        String name = cfg.get("sv_map");
        Path file = Path.of("maps", name + ".map");
        byte[] map = Files.readAllBytes(file);
        String sig = map.length < 4 ? "" : new String(map, 0, 4, StandardCharsets.ISO_8859_1);
        if (!sig.equals("DATA") && !sig.equals("ATAD")) {
            log(0, "datafile: wrong signature. file='" + file + "'");
            return false;
        }
        log(2, "datafile: loading done. name='" + name + ".map' path='" + file + "'");
        String sha =
                HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(map));
        log(1, "server: maps/" + name + ".map sha256 is " + sha);
        return true;
    }

    private void run() throws Exception {
        if (!load()) {
            log(0, "server: failed to load map. mapname='" + cfg.get("sv_map") + "'");
            System.exit(255);
        }
        String bind = cfg.getOrDefault("ec_bindaddr", "");
        ServerSocket econ = new ServerSocket();
        econ.bind(new InetSocketAddress(
                bind.isEmpty() ? InetAddress.getByName("0.0.0.0") : InetAddress.getByName(bind),
                Integer.parseInt(cfg.get("ec_port"))));
        log(0, "server: version 19.9 on linux amd64");
        int id = 0;
        while (true) {
            Socket s = econ.accept();
            int client = id++;
            Thread t = new Thread(() -> serve(s, client), "fake-econ-" + client);
            t.setDaemon(true);
            t.start();
        }
    }

    private void serve(Socket s, int client) {
        try (s) {
            OutputStream out = s.getOutputStream();
            BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
            send(out, "Enter password:");
            boolean authed = false;
            String line;
            while ((line = in.readLine()) != null) {
                if (!authed) {
                    if (line.equals(cfg.get("ec_password"))) {
                        authed = true;
                        send(out, "Authentication successful. External console access granted.");
                        log(
                                0,
                                "econ: Client authed. client_id=" + client + " addr=<{" + s.getRemoteSocketAddress()
                                        + "}>");
                    } else {
                        send(out, "Wrong password 1/3.");
                    }
                    continue;
                }
                log(
                        0,
                        "econ: client_id=" + client + " addr=<{" + s.getRemoteSocketAddress() + "}> command='" + line
                                + "'");
                execute(line);
            }
        } catch (Exception e) {
            // the editor closed the console
        }
    }

    private void execute(String command) throws Exception {
        if (command.equals("access_level hot_reload")) {
            log(0, "console: moderator access for 'hot_reload' is disabled");
            log(0, "console: helper access for 'hot_reload' is disabled");
            log(0, "console: user access for 'hot_reload' is disabled");
        } else if (command.equals("hot_reload") || command.equals("reload")) {
            if (hangs()) {
                Thread.sleep(Long.MAX_VALUE);
            }
            // the tees are saved, then the main loop loads the map again
            if (!load()) {
                log(0, "server: failed to load map. mapname='" + cfg.get("sv_map") + "'");
            }
        } else if (command.startsWith("echo ")) {
            log(0, "console: " + command.substring(5));
        } else {
            log(0, "console: No such command: " + command + ".");
        }
    }

    private boolean hangs() throws IOException {
        byte[] map = Files.readAllBytes(Path.of("maps", cfg.get("sv_map") + ".map"));
        return map.length >= 4 && new String(map, 0, 4, StandardCharsets.ISO_8859_1).equals("HANG");
    }

    private static void send(OutputStream out, String line) throws IOException {
        out.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        out.flush();
    }
}

package twedit.editor.testserver;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/**
 * The server's external console (econ, a line protocol over TCP): logs in with the password and sends commands. What
 * the server answers also goes to its output, which {@link TestServer} reads, so the console's own stream is only
 * drained. An empty server sleeps up to a second between looks at its console; {@link #wake} sends one byte to the
 * game port (the server drops it as too short) so that it looks at once.
 */
final class Econ implements AutoCloseable {
    private final Socket socket;
    private final OutputStream out;
    private final DatagramSocket poke;
    private final InetSocketAddress game;

    private Econ(Socket socket, DatagramSocket poke, InetSocketAddress game) throws IOException {
        this.socket = socket;
        this.out = socket.getOutputStream();
        this.poke = poke;
        this.game = game;
    }

    /** Connects to the console on {@code econPort} and logs in; throws with the reason when it cannot. */
    static Econ connect(int econPort, int gamePort, String password, long millis) throws IOException {
        InetAddress lo = InetAddress.getLoopbackAddress();
        DatagramSocket poke = new DatagramSocket();
        Socket s = new Socket();
        try {
            InetSocketAddress game = new InetSocketAddress(lo, gamePort);
            s.connect(new InetSocketAddress(lo, econPort), (int) millis);
            s.setTcpNoDelay(true);
            Econ e = new Econ(s, poke, game);
            long deadline = System.nanoTime() + millis * 1_000_000L;
            e.expect("Enter password:", deadline);
            e.out.write((password + "\n").getBytes(StandardCharsets.UTF_8));
            e.out.flush();
            e.expect("Authentication successful", deadline);
            Thread drain = new Thread(e::drain, "twedit-econ-drain");
            drain.setDaemon(true);
            drain.start();
            return e;
        } catch (IOException | RuntimeException ex) {
            s.close();
            poke.close();
            throw ex;
        }
    }

    /** Reads the console until {@code text} came, waking the server meanwhile. */
    private void expect(String text, long deadline) throws IOException {
        InputStream in = socket.getInputStream();
        StringBuilder seen = new StringBuilder();
        byte[] buf = new byte[4096];
        socket.setSoTimeout(50);
        while (seen.indexOf(text) < 0) {
            if (System.nanoTime() > deadline) {
                throw new IOException("the server's console did not answer (" + text + ")");
            }
            if (Thread.currentThread().isInterrupted()) {
                throw new java.io.InterruptedIOException("stopped while logging into the server's console");
            }
            wake();
            int n;
            try {
                n = in.read(buf);
            } catch (java.net.SocketTimeoutException t) {
                continue;
            }
            if (n < 0) {
                throw new IOException("the server's console closed the connection");
            }
            seen.append(new String(buf, 0, n, StandardCharsets.UTF_8));
            if (seen.indexOf("Wrong password") >= 0) {
                throw new IOException("the server's console refused the password");
            }
        }
        socket.setSoTimeout(0);
    }

    private void drain() {
        byte[] buf = new byte[8192];
        try {
            InputStream in = socket.getInputStream();
            while (in.read(buf) >= 0) {
                // the same lines come on the server's output
            }
        } catch (IOException e) {
            // closed: the server or we are done
        }
    }

    /** Sends one console command. */
    synchronized void send(String command) throws IOException {
        out.write((command + "\n").getBytes(StandardCharsets.UTF_8));
        out.flush();
        wake();
    }

    /** Makes an empty server look at its console now (see the class comment). */
    void wake() {
        try {
            poke.send(new DatagramPacket(new byte[] {0}, 1, game));
        } catch (IOException e) {
            // the next wake or the server's own second will do
        }
    }

    @Override
    public void close() {
        try {
            socket.close();
        } catch (IOException e) {
            // nothing left to close
        }
        poke.close();
    }
}

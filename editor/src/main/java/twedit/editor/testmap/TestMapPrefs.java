package twedit.editor.testmap;

import java.util.prefs.Preferences;

/** The Test Map settings in the user's preference node: the server's and client's paths, whether to start the client. */
public final class TestMapPrefs {
    private static final String SERVER = "testmap.server";
    private static final String CLIENT = "testmap.client";
    private static final String START_CLIENT = "testmap.startClient";

    private final Preferences node;

    public TestMapPrefs(Preferences node) {
        this.node = node;
    }

    /** The server program set by the user, or "" to look for one. */
    public String server() {
        return node.get(SERVER, "");
    }

    public void setServer(String path) {
        node.put(SERVER, path.strip());
    }

    /** The client program set by the user, or "" to look for one. */
    public String client() {
        return node.get(CLIENT, "");
    }

    public void setClient(String path) {
        node.put(CLIENT, path.strip());
    }

    /** Whether Test Map starts the client too (default: yes, when one is found). */
    public boolean startClient() {
        return node.getBoolean(START_CLIENT, true);
    }

    public void setStartClient(boolean start) {
        node.putBoolean(START_CLIENT, start);
    }
}

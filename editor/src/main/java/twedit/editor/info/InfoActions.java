package twedit.editor.info;

import java.awt.Window;
import java.awt.event.ActionEvent;
import javax.swing.AbstractAction;
import javax.swing.Action;
import twedit.editor.state.Workspace;

/** The "Map Info..." and "Server Settings..." menu actions, opening their dialogs on the open document. */
public final class InfoActions {
    private final Window owner;
    private final Workspace ws;
    public final Action mapInfo;
    public final Action serverSettings;

    public InfoActions(Window owner, Workspace ws) {
        this.owner = owner;
        this.ws = ws;
        mapInfo = action("Map Info...", "Author, version, credits and license of the map", this::showMapInfo);
        serverSettings = action(
                "Server Settings...",
                "Server commands stored in the map (tunes, sv_ settings)",
                this::showServerSettings);
    }

    private static Action action(String name, String tip, Runnable r) {
        AbstractAction a = new AbstractAction(name) {
            @Override
            public void actionPerformed(ActionEvent e) {
                r.run();
            }
        };
        a.putValue(Action.SHORT_DESCRIPTION, tip);
        return a;
    }

    public void showMapInfo() {
        new MapInfoDialog(owner, ws.document()).setVisible(true);
    }

    public void showServerSettings() {
        new ServerSettingsDialog(owner, ws.document()).setVisible(true);
    }
}

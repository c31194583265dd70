package twedit.editor.panels;

import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.JSeparator;
import javax.swing.SwingConstants;
import net.miginfocom.swing.MigLayout;
import twedit.editor.state.Workspace;
import twedit.editor.view.MapView;
import twedit.model.map.TileLayer;

/** The bottom bar: messages, progress of long work, the tile under the cursor with its name, and the zoom. */
public final class StatusBar extends JPanel {
    private final JLabel message = new JLabel(" ");
    private final JLabel coords = new JLabel(" ");
    private final JLabel tile = new JLabel(" ");
    private final JLabel zoom = new JLabel(" ");
    private final JLabel checksum = new JLabel("");
    private final JProgressBar progress = new JProgressBar();
    private final Workspace ws;
    private int hoverX;
    private int hoverY;
    private boolean hoverInside;

    public StatusBar(Workspace ws, MapView view) {
        super(new MigLayout("insets 2 6 2 6, gap 8", "[grow, fill][][][][][][]", "[]"));
        this.ws = ws;
        message.setName("statusMessage");
        coords.setName("statusCoords");
        tile.setName("statusTile");
        progress.setIndeterminate(true);
        progress.setVisible(false);
        add(message);
        add(progress, "w 120!");
        add(new JSeparator(SwingConstants.VERTICAL), "growy");
        add(coords, "w 110!");
        add(tile, "w 260!");
        add(new JSeparator(SwingConstants.VERTICAL), "growy");
        add(zoom, "w 70!");
        checksum.setName("statusChecksum");
        add(checksum, "hidemode 3");
        checksum.setVisible(false);
        view.addHoverListener((x, y, inside) -> {
            hoverX = x;
            hoverY = y;
            hoverInside = inside;
            showHover();
        });
        ws.addListener(new twedit.editor.state.WorkspaceListener() {
            @Override
            public void documentReplaced() {
                // warnings and notes were about the map before: whoever opened this one adds its own note after
                setMessage(null);
            }

            @Override
            public void documentChanged(twedit.model.document.DocumentEvent e) {
                showHover();
            }

            @Override
            public void selectionChanged() {
                showHover();
            }
        });
        view.addCameraListener(() -> zoom.setText(Math.round(view.camera().scale() * 100) + " %"));
    }

    private void showHover() {
        TileLayer l = ws.currentTileLayer();
        boolean inside = hoverInside && l != null && l.grid().contains(hoverX, hoverY);
        coords.setText(l == null || !hoverInside ? " " : hoverX + ", " + hoverY);
        tile.setText(inside ? TileNames.describe(l, hoverX, hoverY) : " ");
    }

    /** The message shown (for tests); " " when there is none. */
    public String message() {
        return message.getText();
    }

    public void setMessage(String text) {
        message.setText(text == null || text.isEmpty() ? " " : text);
        message.setToolTipText(text);
    }

    public void setWorking(boolean working) {
        progress.setVisible(working);
    }

    /** Shows a document checksum (Driftline maps: "sha256 0123456789ab"); empty hides the field. */
    public void setChecksum(String text) {
        checksum.setText(text == null ? "" : text);
        checksum.setVisible(text != null && !text.isEmpty());
    }

    /** The checksum field's text, "" when hidden (for tests). */
    public String checksumText() {
        return checksum.getText();
    }

    /** The text shown for the tile under the cursor (for tests). */
    public String tileText() {
        return tile.getText();
    }
}

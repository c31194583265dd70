package twedit.editor.panels;

import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.JSeparator;
import javax.swing.SwingConstants;
import net.miginfocom.swing.MigLayout;
import twedit.editor.state.Workspace;
import twedit.editor.tools.ToolBox;
import twedit.editor.view.MapView;
import twedit.model.map.TileLayer;

/** The bottom bar: messages, progress of long work, the tile under the cursor with its name, and the zoom. */
public final class StatusBar extends JPanel {
    private final JLabel message = new JLabel(" ");
    private final JLabel hint = new JLabel("");
    private final JSeparator messageRule = new JSeparator(SwingConstants.VERTICAL);
    private final JLabel coords = new JLabel(" ");
    private final JLabel tile = new JLabel(" ");
    private final JLabel zoom = new JLabel(" ");
    private final JLabel checksum = new JLabel("");
    private final JProgressBar progress = new JProgressBar();
    private final Workspace ws;
    private final MapView view;
    private int hoverX;
    private int hoverY;
    private boolean hoverInside;
    /** A note given while a stroke or group was open (a paste that brought an image): said with the step's message. */
    private String strokeNote;

    public StatusBar(Workspace ws, MapView view) {
        super(new MigLayout("insets 2 6 2 6, gap 8", "[shrink 50][][grow, fill, shrink 200][][][][][][]", "[]"));
        this.ws = ws;
        this.view = view;
        message.setName("statusMessage");
        coords.setName("statusCoords");
        tile.setName("statusTile");
        progress.setIndeterminate(true);
        progress.setVisible(false);
        hint.setName("statusHint");
        add(message, "wmin 0");
        // the message and the tool's hint are two sentences: a rule between them, so one never runs into the other
        messageRule.setName("statusMessageRule");
        add(messageRule, "growy, hidemode 3");
        add(hint, "wmin 0");
        add(progress, "w 120!");
        add(new JSeparator(SwingConstants.VERTICAL), "growy");
        // hidden on layers without tiles, where they would say nothing and take the tool hint's room
        add(coords, "w 110!, hidemode 3");
        add(tile, "w 260!, hidemode 3");
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
                // so were the cursor's cell and tile: the next move over this map shows its own
                hoverInside = false;
                showHover();
            }

            @Override
            public void documentChanged(twedit.model.document.DocumentEvent e) {
                showHover();
                report(e);
            }

            @Override
            public void selectionChanged() {
                showHover();
            }
        });
        view.addCameraListener(() -> zoom.setText(Math.round(view.camera().scale() * 100) + " %"));
    }

    /**
     * Says what a recorded step did ("Painted 12 cells on Tiles (grass_main)"), undid or redid; a message about a step
     * is replaced when that step is undone, so it never tells of work no longer in the map.
     */
    private void report(twedit.model.document.DocumentEvent e) {
        twedit.model.document.MapDocument d = e.document();
        if (d != ws.document() || d.inFrame() || e.label() == null) {
            return;
        }
        switch (e.kind()) {
            case APPLY:
                setMessage(twedit.editor.tools.StepNames.done(e.label()));
                break;
            case HISTORY:
                // also sent for a save or a cleared history: only a step just recorded is the newest undo step
                if (d.canUndo() && e.label().equals(d.undoLabel()) && !"Save".equals(e.label())) {
                    String note = strokeNote;
                    setMessage(twedit.editor.tools.StepNames.done(e.label()) + (note == null ? "" : " \u00b7 " + note));
                }
                strokeNote = null;
                break;
            case UNDO:
                setMessage("Undid " + e.label());
                break;
            case REDO:
                setMessage("Redid " + e.label());
                break;
            case CANCEL:
                strokeNote = null;
                break;
            case STROKE_STEP:
                break;
            default:
                throw new IllegalStateException("unknown event kind " + e.kind());
        }
    }

    private void showHover() {
        TileLayer l = ws.currentTileLayer();
        boolean inside = hoverInside && l != null && l.grid().contains(hoverX, hoverY);
        coords.setVisible(l != null);
        tile.setVisible(l != null);
        coords.setText(l == null || !hoverInside ? " " : hoverX + ", " + hoverY);
        tile.setText(inside ? TileNames.describe(l, hoverX, hoverY) : " ");
    }

    /**
     * Shows what the active tool's buttons and modifiers do (its {@link twedit.editor.tools.Tool#hint()}), kept current
     * as the tool, the layer or the tool's state (a key on the map, a gesture) changes.
     */
    public void showToolHints(ToolBox tools) {
        Runnable update = () -> {
            String h = tools.active().hint();
            hint.setText(h == null ? "" : h);
            hint.setToolTipText(h == null || h.isEmpty() ? null : h);
            showRule();
        };
        tools.addListener(update);
        view.addHoverListener((x, y, inside) -> update.run());
        view.addKeyListener(new java.awt.event.KeyAdapter() {
            @Override
            public void keyPressed(java.awt.event.KeyEvent e) {
                // after the tool has seen the key (R starts rotating quads)
                javax.swing.SwingUtilities.invokeLater(update);
            }
        });
        view.addMouseListener(new java.awt.event.MouseAdapter() {
            @Override
            public void mouseReleased(java.awt.event.MouseEvent e) {
                javax.swing.SwingUtilities.invokeLater(update);
            }
        });
        ws.addListener(new twedit.editor.state.WorkspaceListener() {
            @Override
            public void selectionChanged() {
                update.run();
            }

            @Override
            public void documentReplaced() {
                update.run();
            }
        });
        update.run();
    }

    /** The tool hint shown (for tests); "" when there is none. */
    public String hint() {
        return hint.getText();
    }

    /** The message shown (for tests); " " when there is none. */
    public String message() {
        return message.getText();
    }

    public void setMessage(String text) {
        if (text != null && !text.isBlank() && ws.document().inFrame()) {
            strokeNote = text;
        }
        message.setText(text == null || text.isBlank() ? " " : text);
        message.setToolTipText(text == null || text.isBlank() ? null : text);
        showRule();
    }

    private void showRule() {
        messageRule.setVisible(!message.getText().isBlank() && !hint.getText().isEmpty());
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

    /** The cursor's cell shown (for tests); " " when there is none. */
    public String coordsText() {
        return coords.getText();
    }

    /** The zoom shown, "125 %" (for tests). */
    public String zoomText() {
        return zoom.getText();
    }

    /** The text shown for the tile under the cursor (for tests). */
    public String tileText() {
        return tile.getText();
    }
}

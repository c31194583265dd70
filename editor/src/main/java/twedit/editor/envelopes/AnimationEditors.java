package twedit.editor.envelopes;

import java.awt.CardLayout;
import java.awt.event.KeyAdapter;
import java.awt.event.KeyEvent;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import net.miginfocom.swing.MigLayout;
import twedit.editor.quads.QuadInspector;
import twedit.editor.quads.QuadOps;
import twedit.editor.quads.QuadSelection;
import twedit.editor.quads.QuadTool;
import twedit.editor.sounds.SoundInspector;
import twedit.editor.sounds.SoundOps;
import twedit.editor.sounds.SoundTool;
import twedit.editor.state.Workspace;
import twedit.editor.state.WorkspaceListener;
import twedit.editor.tools.Tool;
import twedit.editor.tools.ToolBox;
import twedit.editor.view.MapView;
import twedit.model.document.edits.Edits;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundsLayer;

/**
 * The quad, sound source and envelope editors: the quad and sound tools with the map keys forwarded to them, the
 * inspector tab and the envelope dock, and the playback that drives the renderer's time.
 */
public final class AnimationEditors {
    /** What Ctrl+Q says on a layer that holds neither quads nor sound sources. */
    public static final String NOT_QUADS_OR_SOUNDS =
            "Ctrl+Q adds a quad on a quads layer or a sound source on a sounds layer";

    private final Workspace ws;
    private final MapView view;
    private final ToolBox tools;
    private final Playback playback;
    private final QuadSelection quadSelection = new QuadSelection();
    private final QuadOps quadOps;
    private final QuadTool quadTool;
    private final SoundOps soundOps;
    private final SoundTool soundTool;
    private final QuadInspector quadInspector;
    private final SoundInspector soundInspector;
    private final EnvelopeDock dock;
    private final JPanel inspector = new JPanel(new CardLayout());
    private String shownCard = "";

    public AnimationEditors(Workspace ws, ToolBox tools, MapView view) {
        this.ws = ws;
        this.view = view;
        this.tools = tools;
        playback = new Playback(ms -> {
            view.renderer().setTime(ms);
            view.repaint();
        });
        quadOps = new QuadOps(ws, quadSelection, tools::note);
        quadTool = new QuadTool(ws, quadSelection, quadOps, this::scale, this::pasteAt);
        quadTool.setGrid(this::grid);
        soundOps = new SoundOps(ws);
        soundTool = new SoundTool(ws, soundOps, this::scale);
        quadInspector = new QuadInspector(ws, quadSelection, quadOps, quadTool, this::viewArea);
        soundInspector = new SoundInspector(ws, soundOps, this::viewArea);
        dock = new EnvelopeDock(ws, playback);
        quadTool.setEmptyRightClick(e -> offerAdd("Add quad", "addQuadHere", e));
        soundTool.setEmptyRightClick(e -> offerAdd("Add sound source", "addSoundHere", e));
        quadSelection.addListener(view::repaint);
        soundOps.addListener(view::repaint);
        view.addKeyListener(new KeyAdapter() {
            @Override
            public void keyPressed(KeyEvent e) {
                Tool t = tools.active();
                if ((t == quadTool || t == soundTool) && t.key(e)) {
                    e.consume();
                }
            }
        });
        view.addFocusListener(new java.awt.event.FocusAdapter() {
            @Override
            public void focusLost(java.awt.event.FocusEvent e) {
                // R rotation runs without a button held: a click elsewhere (a panel, the layer tree) puts it back
                // rather than leaving its stroke open under another command
                if (quadTool.spinning()) {
                    quadTool.cancel();
                    view.repaint();
                }
            }
        });
        inspector.setName("animationInspector");
        inspector.add(quadInspector, "quads");
        inspector.add(soundInspector, "sounds");
        inspector.add(otherCard(), "other");
        ws.addListener(new WorkspaceListener() {
            @Override
            public void selectionChanged() {
                showCard();
            }
        });
        showCard();
    }

    /**
     * Ctrl+Q as in DDNet ({@code AddQuadOrSound}): on a quads layer a quad under the mouse (or at the view's centre when
     * the mouse is off the map), as large as the layer's image or 64 by 64; on a sounds layer a sound source there.
     */
    public void addQuadOrSound() {
        double[] at = pasteAt();
        add(at[0], at[1]);
    }

    private void add(double x, double y) {
        Layer l = ws.currentLayer();
        if (l instanceof QuadsLayer) {
            quadOps.addAsDdnet(x, y);
        } else if (l instanceof SoundsLayer) {
            soundOps.add(x, y);
        } else {
            tools.note(NOT_QUADS_OR_SOUNDS);
            java.awt.Toolkit.getDefaultToolkit().beep();
            return;
        }
        view.repaint();
    }

    /** A right-click on empty space of a quads or sounds layer: a menu with one item that adds one there. */
    private void offerAdd(String label, String name, twedit.editor.tools.ToolEvent e) {
        javax.swing.JPopupMenu menu = new javax.swing.JPopupMenu();
        menu.setName("addHereMenu");
        javax.swing.JMenuItem item = new javax.swing.JMenuItem(label);
        item.setName(name);
        double x = e.worldX();
        double y = e.worldY();
        item.addActionListener(a -> add(x, y));
        menu.add(item);
        java.awt.geom.Point2D p = view.worldToScreen().transform(new java.awt.geom.Point2D.Double(x, y), null);
        menu.show(view, (int) Math.round(p.getX()), (int) Math.round(p.getY()));
    }

    /** The tool that edits {@code l} (quads or sounds layers), else null. */
    public Tool toolFor(Layer l) {
        return l instanceof QuadsLayer ? quadTool : l instanceof SoundsLayer ? soundTool : null;
    }

    /** DDNet's map grid for quads while View > Grid is on, else null. */
    private twedit.editor.quads.QuadGrid grid() {
        if (!view.options().grid()) {
            return null;
        }
        return twedit.editor.quads.QuadGrid.of(
                scale(), view.getWidth(), view.getHeight(), view.options().gridFactor());
    }

    private double scale() {
        return view.worldToScreen().getScaleX();
    }

    private double[] viewArea() {
        return QuadInspector.area(view.worldToScreen(), view.getWidth(), view.getHeight());
    }

    /** Where pasted quads go: the mouse when it is over the map, else the view centre (group world pixels). */
    private double[] pasteAt() {
        java.awt.Point m = view.getMousePosition();
        if (m != null) {
            try {
                java.awt.geom.Point2D w = view.worldToScreen().inverseTransform(m, null);
                return new double[] {w.getX(), w.getY()};
            } catch (java.awt.geom.NoninvertibleTransformException e) {
                // fall back to the view centre
            }
        }
        return viewArea();
    }

    private JPanel otherCard() {
        JPanel p = new JPanel(new MigLayout("wrap 1, insets 8", "[grow,fill]"));
        p.add(new JLabel("<html>Select a quads or sounds layer to edit quads or sound sources.</html>"));
        JButton q = new JButton("Add quads layer to this group");
        q.setName("addQuadsLayer");
        q.addActionListener(e -> addLayer(new QuadsLayer("Quads", null, java.util.List.of())));
        JButton s = new JButton("Add sounds layer to this group");
        s.setName("addSoundsLayer");
        s.addActionListener(e -> addLayer(new SoundsLayer("Sounds", null, java.util.List.of())));
        p.add(q);
        p.add(s);
        return p;
    }

    /** Adds a layer at the end of the current group (or the last group) and makes it current. */
    public void addLayer(Layer layer) {
        Group g = ws.currentGroup();
        if (g == null && !ws.map().groups().isEmpty()) {
            g = ws.map().groups().get(ws.map().groups().size() - 1);
        }
        if (g == null) {
            return;
        }
        ws.document().apply(Edits.addLayer(g, g.layers().size(), layer));
        ws.select(g, layer);
    }

    private void showCard() {
        Layer l = ws.currentLayer();
        String card = l instanceof QuadsLayer ? "quads" : l instanceof SoundsLayer ? "sounds" : "other";
        ((CardLayout) inspector.getLayout()).show(inspector, card);
        if (!card.equals(shownCard)) {
            // another editor starts at its top, not at where the last one was scrolled to
            shownCard = card;
            inspector.scrollRectToVisible(new java.awt.Rectangle(0, 0, 1, 1));
        }
    }

    /** The inspector tab (quads, sounds, or layer buttons, following the current layer). */
    public JComponent inspector() {
        return inspector;
    }

    /** The envelope dock, shown below the map. */
    public EnvelopeDock dock() {
        return dock;
    }

    public Playback playback() {
        return playback;
    }

    public QuadOps quadOps() {
        return quadOps;
    }

    public QuadSelection quadSelection() {
        return quadSelection;
    }

    public QuadTool quadTool() {
        return quadTool;
    }

    public SoundOps soundOps() {
        return soundOps;
    }
}

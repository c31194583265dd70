package twedit.editor.quads;

import java.awt.geom.Point2D;
import java.util.List;
import java.util.function.Supplier;
import javax.swing.JButton;
import javax.swing.JColorChooser;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.JToggleButton;
import javax.swing.SpinnerNumberModel;
import net.miginfocom.swing.MigLayout;
import twedit.editor.state.Workspace;
import twedit.editor.state.WorkspaceListener;
import twedit.editor.ui.Buttons;
import twedit.editor.ui.Fields;
import twedit.model.document.DocumentEvent;
import twedit.model.map.Color;
import twedit.model.map.Envelope;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;

/**
 * The quads inspector: add, delete, copy, paste, mirror, rotate, square and snap the selected quads, their position,
 * pivot, size, angle, corner colours and texture coordinates as numbers, their four corner colours (with alpha) and
 * their position and colour envelopes with time offsets, all as document edits.
 */
public final class QuadInspector extends JPanel {
    private static final String[] CORNERS = {"Top left", "Top right", "Bottom left", "Bottom right"};
    /** A button's share of a row: two of the six columns. */
    private static final String TWO = "span 2";

    private final Workspace ws;
    private final QuadSelection sel;
    private final QuadOps ops;
    private final QuadTool tool;
    private final Supplier<double[]> viewArea;
    private final JLabel info = new JLabel(" ");
    private final ColorSwatch[] swatches = new ColorSwatch[4];
    private final JButton[] colorButtons = new JButton[4];
    private final EnvelopeChoice posEnv = new EnvelopeChoice("quadPosEnv", Envelope.POSITION);
    private final EnvelopeChoice colEnv = new EnvelopeChoice("quadColorEnv", Envelope.COLOR);
    private final JSpinner posOffset = spinner("quadPosOffset");
    private final JSpinner colOffset = spinner("quadColorOffset");
    private final JToggleButton uv = new JToggleButton("UV");
    private final QuadFields fields;
    private boolean loading;

    /** @param viewArea {centre x, centre y, visible size} of the view in the current group's world pixels */
    public QuadInspector(Workspace ws, QuadSelection sel, QuadOps ops, QuadTool tool, Supplier<double[]> viewArea) {
        // six even columns: three buttons a row (each spans two), two corner buttons a row (each spans three), so
        // that the buttons fit the right column of a 1366 px window
        super(new MigLayout("wrap 6, insets 6, gap 3 3", "[grow,fill,sg a]".repeat(6)));
        this.ws = ws;
        this.sel = sel;
        this.ops = ops;
        this.tool = tool;
        this.viewArea = viewArea;
        setName("quadInspector");
        info.putClientProperty("FlatLaf.styleClass", "h4");
        add(info, "span 6, wmin 0");
        add(
                button(
                        "Add quad",
                        "quadAdd",
                        "Add a quad at the centre of the view, sized to the image",
                        this::addQuad),
                TWO);
        add(button("Delete", "quadDelete", "Delete the selected quads (Del)", ops::delete), TWO);
        add(button("Copy", "quadCopy", "Copy the selected quads (Ctrl+C on the map)", ops::copy), TWO);
        add(
                button(
                        "Paste",
                        "quadPaste",
                        "Paste copied quads at the centre of the view (Ctrl+V on the map: at the mouse)",
                        this::paste),
                TWO);
        add(
                button(
                        "Mirror X",
                        "quadMirrorX",
                        "Mirror the image left-right",
                        () -> ops.transform("Mirror quad X", QuadShapes::mirrorX)),
                TWO);
        add(
                button(
                        "Mirror Y",
                        "quadMirrorY",
                        "Mirror the image top-bottom",
                        () -> ops.transform("Mirror quad Y", QuadShapes::mirrorY)),
                TWO);
        add(
                button(
                        "Rot 90",
                        "quadRotate",
                        "Rotate 90 degrees clockwise around the pivot",
                        () -> ops.transform("Rotate quad", q -> QuadShapes.rotate(q, 90))),
                TWO);
        add(
                button(
                        "Square",
                        "quadSquare",
                        "Make the quad an axis-aligned rectangle",
                        () -> ops.transform("Square quad", QuadShapes::square)),
                TWO);
        add(
                button(
                        "Snap 32",
                        "quadSnap",
                        "Snap corners and pivot to the tile grid",
                        () -> ops.transform("Snap quad", q -> QuadShapes.snap(q, 32))),
                TWO);
        add(
                button(
                        "Align",
                        "quadAlign",
                        "Align the corners' coordinates as DDNet's Align (to 1000ths of fixed point)",
                        () -> ops.transform("Align quad", QuadShapes::align)),
                TWO);
        add(button("Ratio", "quadAspect", "Give the quad its image's aspect ratio", this::aspect), TWO);
        add(
                button(
                        "Pivot",
                        "quadPivot",
                        "Move the pivot to the quad's centre",
                        () -> ops.transform("Pivot", QuadShapes::centerPivot)),
                TWO);
        uv.setName("quadUv");
        uv.setToolTipText("Drag corner handles to move texture coordinates");
        uv.addActionListener(e -> tool.setUvMode(uv.isSelected()));
        add(uv, TWO);
        javax.swing.JCheckBox showBounds = new javax.swing.JCheckBox("Bounds");
        showBounds.setName("quadShowBounds");
        showBounds.setToolTipText("Show the box around the quads while moving them (DDNet's Show quad bounds)");
        showBounds.addActionListener(e -> tool.bounds.setShown(showBounds.isSelected()));
        add(showBounds, TWO);
        javax.swing.JCheckBox snap = new javax.swing.JCheckBox("Snap", tool.align());
        snap.setName("quadAlignToQuads");
        snap.setToolTipText("While moving, snap to the other quads' corners, pivots and centres and draw the lines "
                + "(DDNet's Align quads)");
        snap.addActionListener(e -> tool.setAlign(snap.isSelected()));
        add(snap, TWO);
        add(button("Raise", "quadUp", "Draw later (on top)", () -> ops.reorder(1)), "span 3");
        add(button("Lower", "quadDown", "Draw earlier (below)", () -> ops.reorder(-1)), "span 3");
        fields = new QuadFields(ops);
        fields.addTo(this);
        add(new JLabel("Corner colours (click: pick with alpha)"), "span 6, gaptop 6, wmin 0");
        for (int i = 0; i < 4; i++) {
            int corner = i;
            swatches[i] = new ColorSwatch(16);
            colorButtons[i] = new JButton(CORNERS[i], swatches[i]);
            colorButtons[i].setMargin(new java.awt.Insets(2, 2, 2, 2));
            colorButtons[i].setName("quadColor" + i);
            colorButtons[i].addActionListener(e -> pickColor(corner));
            colorButtons[i].setToolTipText(CORNERS[i] + " corner's colour");
            add(colorButtons[i], "span 3, wmin 0");
        }
        add(button("All corners...", "quadColorAll", "One colour for all four corners", () -> pickColor(-1)), "span 6");
        add(new JLabel("Position envelope, offset ms"), "span 6, gaptop 6, wmin 0");
        add(posEnv, "span 3, wmin 0");
        add(posOffset, "span 3");
        add(new JLabel("Colour envelope, offset ms"), "span 6, wmin 0");
        add(colEnv, "span 3, wmin 0");
        add(colOffset, "span 3");
        posEnv.addActionListener(e -> commitEnvelopes());
        colEnv.addActionListener(e -> commitEnvelopes());
        posOffset.addChangeListener(e -> commitEnvelopes());
        colOffset.addChangeListener(e -> commitEnvelopes());
        sel.addListener(this::load);
        ws.addListener(new WorkspaceListener() {
            @Override
            public void documentReplaced() {
                // another map: no quad, no UV mode and no envelope of the old map left in a field
                tool.setUvMode(false);
                sel.clear();
                load();
            }

            @Override
            public void leaving(twedit.editor.state.OpenMap m) {
                m.keep(KeptQuads.class, sel.layer() == null ? null : new KeptQuads(sel.layer(), sel.indices()));
            }

            @Override
            public void returned(twedit.editor.state.OpenMap m) {
                m.kept(KeptQuads.class, KeptQuads.class)
                        .filter(k -> ws.map().allLayers().contains(k.layer()))
                        .ifPresent(k -> sel.set(k.layer(), k.indices()));
            }

            @Override
            public void documentChanged(DocumentEvent e) {
                if (e.kind() != DocumentEvent.Kind.STROKE_STEP) {
                    load();
                }
            }

            @Override
            public void selectionChanged() {
                load();
            }
        });
        load();
    }

    /** The quads selected in a map while another tab is shown. */
    private record KeptQuads(twedit.model.map.QuadsLayer layer, java.util.List<Integer> indices) {}

    private static JSpinner spinner(String name) {
        JSpinner s = new JSpinner(new SpinnerNumberModel(0, -1_000_000, 1_000_000, 10));
        s.setName(name);
        // as wide as a usual value, not as the widest the range allows (which made the panel wider than its column)
        ((JSpinner.DefaultEditor) s.getEditor()).getTextField().setColumns(6);
        return s;
    }

    private static JButton button(String text, String name, String tip, Runnable r) {
        return Buttons.compact(text, name, tip, r, 2);
    }

    private void paste() {
        double[] a = viewArea.get();
        ops.paste(a[0], a[1]);
    }

    private void addQuad() {
        double[] a = viewArea.get();
        ops.add(a[0], a[1], Math.max(32, Math.round(a[2] / 4 / 32) * 32));
    }

    private void aspect() {
        QuadsLayer l = ops.layer();
        if (l != null && l.image() != null) {
            ops.transform(
                    "Ratio",
                    q -> QuadShapes.aspect(q, l.image().width(), l.image().height()));
        }
    }

    private void pickColor(int corner) {
        Quad q = current();
        if (q == null) {
            return;
        }
        Color c = q.colors().get(Math.max(0, corner));
        java.awt.Color chosen = JColorChooser.showDialog(
                this,
                corner < 0 ? "All corners" : CORNERS[corner],
                new java.awt.Color(clamp(c.r()), clamp(c.g()), clamp(c.b()), clamp(c.a())),
                true);
        if (chosen != null) {
            ops.color(corner, new Color(chosen.getRed(), chosen.getGreen(), chosen.getBlue(), chosen.getAlpha()));
        }
    }

    private static int clamp(int v) {
        return Math.max(0, Math.min(255, v));
    }

    private Quad current() {
        QuadsLayer l = ops.layer();
        List<Integer> s = ops.selected();
        return s.isEmpty() ? null : l.quads().get(s.get(0));
    }

    private void commitEnvelopes() {
        Quad q = current();
        if (loading || q == null) {
            return;
        }
        Envelope pe = posEnv.chosen();
        int po = (Integer) posOffset.getValue();
        Envelope ce = colEnv.chosen();
        int co = (Integer) colOffset.getValue();
        if (pe != q.positionEnvelope() || po != q.positionEnvelopeOffset()) {
            ops.positionEnvelope(pe, po);
        }
        if (ce != q.colorEnvelope() || co != q.colorEnvelopeOffset()) {
            ops.colorEnvelope(ce, co);
        }
    }

    /** Shows the first selected quad's values. */
    void load() {
        loading = true;
        try {
            QuadsLayer l = ops.layer();
            Quad q = current();
            int n = ops.selected().size();
            info.setText(l == null ? "No quads layer" : l.quads().size() + " quads, " + n + " selected");
            boolean on = q != null;
            for (java.awt.Component c : getComponents()) {
                if (c != info && !"quadAdd".equals(c.getName()) && !"quadPaste".equals(c.getName())) {
                    c.setEnabled(on);
                }
            }
            uv.setSelected(tool.uvMode());
            fields.load(q);
            if (q != null) {
                for (int i = 0; i < 4; i++) {
                    Color c = q.colors().get(i);
                    swatches[i].setColor(new java.awt.Color(clamp(c.r()), clamp(c.g()), clamp(c.b()), clamp(c.a())));
                    colorButtons[i].setToolTipText(
                            CORNERS[i] + ": " + c.r() + ", " + c.g() + ", " + c.b() + ", alpha " + c.a());
                }
                posEnv.fill(ws.map(), q.positionEnvelope());
                colEnv.fill(ws.map(), q.colorEnvelope());
                posOffset.setValue(q.positionEnvelopeOffset());
                colOffset.setValue(q.colorEnvelopeOffset());
            } else {
                clearFields();
            }
            repaint();
        } finally {
            loading = false;
        }
    }

    /** Empties the disabled fields: nothing of a quad that is gone (or of another map) stays in them. */
    private void clearFields() {
        for (int i = 0; i < 4; i++) {
            swatches[i].setColor(new java.awt.Color(0, 0, 0, 0));
            colorButtons[i].setToolTipText(CORNERS[i]);
        }
        posEnv.fill(ws.map(), null);
        colEnv.fill(ws.map(), null);
        Fields.reset(posOffset, 0);
        Fields.reset(colOffset, 0);
    }

    /** The view centre in world pixels: a helper for callers building {@code viewArea}. */
    public static double[] area(java.awt.geom.AffineTransform worldToScreen, int w, int h) {
        try {
            Point2D c = worldToScreen.inverseTransform(new Point2D.Double(w / 2.0, h / 2.0), null);
            return new double[] {c.getX(), c.getY(), Math.min(w, h) / worldToScreen.getScaleX()};
        } catch (java.awt.geom.NoninvertibleTransformException e) {
            return new double[] {0, 0, 256};
        }
    }
}

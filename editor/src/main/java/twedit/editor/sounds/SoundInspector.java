package twedit.editor.sounds;

import java.util.function.Supplier;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;
import net.miginfocom.swing.MigLayout;
import twedit.editor.quads.EnvelopeChoice;
import twedit.editor.state.Workspace;
import twedit.editor.state.WorkspaceListener;
import twedit.editor.ui.Fields;
import twedit.model.document.DocumentEvent;
import twedit.model.document.edits.Edits;
import twedit.model.map.Envelope;
import twedit.model.map.MapSound;
import twedit.model.map.Point;
import twedit.model.map.Props;
import twedit.model.map.SoundSource;
import twedit.model.map.SoundsLayer;

/**
 * The sounds inspector: the layer's sound, add and delete sources, and the selected source's shape (circle radius or
 * rectangle size in world pixels), position, looping, panning, delay, falloff (clamped to 0..255, with a note when a
 * value was) and its position and sound envelopes.
 */
public final class SoundInspector extends JPanel {
    /** Drop-downs may be narrower than their longest name (it shows in full in the list, and elided in the box). */
    private static final String NARROW = "wmin 60";

    private final Workspace ws;
    private final SoundOps ops;
    private final Supplier<double[]> viewCenter;
    private final JLabel info = new JLabel(" ");
    private final JComboBox<Object> sound = new JComboBox<>();
    private final JComboBox<String> shape = new JComboBox<>(new String[] {"Rectangle", "Circle"});
    private final JSpinner width = spinner("soundWidth", 0, 1_000_000);
    private final JSpinner height = spinner("soundHeight", 0, 1_000_000);
    private final JCheckBox looping = new JCheckBox("Looping");
    private final JCheckBox panning = new JCheckBox("Panning");
    private final JSpinner delay = spinner("soundDelay", 0, 1_000_000);
    /** Any whole number can be typed: a value outside 0..255 is clamped and the note beside the field says so. */
    private final JSpinner falloff = spinner("soundFalloff", Integer.MIN_VALUE, Integer.MAX_VALUE);

    private final JLabel falloffNote = new JLabel(" ");
    private final JSpinner posX = decimal("soundPosX");
    private final JSpinner posY = decimal("soundPosY");
    /** The source as the last clamping edit left it: its note stays while that source is shown unchanged. */
    private SoundSource clampedSource;

    private String clampText = "";
    private final EnvelopeChoice posEnv = new EnvelopeChoice("soundPosEnv", Envelope.POSITION);
    private final EnvelopeChoice sndEnv = new EnvelopeChoice("soundEnv", Envelope.SOUND);
    private final JSpinner posOffset = spinner("soundPosOffset", -1_000_000, 1_000_000);
    private final JSpinner sndOffset = spinner("soundEnvOffset", -1_000_000, 1_000_000);
    private boolean loading;

    /** @param viewCenter the view centre in the current group's world pixels, where new sources go */
    public SoundInspector(Workspace ws, SoundOps ops, Supplier<double[]> viewCenter) {
        super(new MigLayout("wrap 2, insets 6, gap 4 4", "[right][grow,fill]"));
        this.ws = ws;
        this.ops = ops;
        this.viewCenter = viewCenter;
        setName("soundInspector");
        info.putClientProperty("FlatLaf.styleClass", "h4");
        add(info, "span 2, left, wmin 0");
        sound.setName("soundLayerSound");
        sound.setRenderer(new javax.swing.DefaultListCellRenderer() {
            @Override
            public java.awt.Component getListCellRendererComponent(
                    javax.swing.JList<?> list, Object v, int i, boolean selected, boolean focus) {
                return super.getListCellRendererComponent(
                        list, v instanceof MapSound ? ((MapSound) v).name() : v, i, selected, focus);
            }
        });
        add(new JLabel("Layer sound"));
        add(sound, NARROW);
        JButton addB = new JButton("Add source");
        addB.setName("soundAdd");
        addB.setToolTipText("Add a source at the centre of the view (or Ctrl+click the map)");
        addB.addActionListener(e -> {
            double[] c = viewCenter.get();
            ops.add(c[0], c[1]);
        });
        JButton del = new JButton("Delete");
        del.setName("soundDelete");
        del.addActionListener(e -> ops.delete());
        add(addB, "span 2, split 2");
        add(del);
        shape.setName("soundShape");
        looping.setName("soundLooping");
        panning.setName("soundPanning");
        row("Position X px", posX);
        row("Position Y px", posY);
        row("Shape", shape);
        row("Width / radius px", width);
        row("Height px", height);
        add(looping, "span 2, split 2, gapleft 0");
        add(panning);
        row("Delay (s)", delay);
        row("Falloff 0..255", falloff);
        falloffNote.setName("soundFalloffNote");
        falloffNote.putClientProperty("FlatLaf.styleClass", "small");
        add(falloffNote, "skip 1, wmin 0");
        row("Position env.", posEnv);
        row("Offset ms", posOffset);
        row("Sound env.", sndEnv);
        row("Offset ms", sndOffset);
        sound.addActionListener(e -> commitSound());
        shape.addActionListener(e -> commit());
        for (JSpinner s : new JSpinner[] {posX, posY, width, height, delay, falloff, posOffset, sndOffset}) {
            s.addChangeListener(e -> commit());
        }
        looping.addActionListener(e -> commit());
        panning.addActionListener(e -> commit());
        posEnv.addActionListener(e -> commit());
        sndEnv.addActionListener(e -> commit());
        ops.addListener(this::load);
        ws.addListener(new WorkspaceListener() {
            @Override
            public void documentReplaced() {
                ops.select(-1); // lets go of the old map's layer; load() follows and empties the fields
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

    /** Empties the disabled fields: nothing of a source that is gone (or of another map) stays in them. */
    private void clearFields() {
        shape.setSelectedIndex(1);
        for (JSpinner sp : new JSpinner[] {width, height, delay, falloff, posOffset, sndOffset}) {
            Fields.reset(sp, 0);
        }
        Fields.reset(posX, 0.0);
        Fields.reset(posY, 0.0);
        falloffNote.setText(" ");
        looping.setSelected(false);
        panning.setSelected(false);
        posEnv.fill(ws.map(), null);
        sndEnv.fill(ws.map(), null);
    }

    private void row(String label, java.awt.Component c) {
        add(new JLabel(label));
        add(c, c instanceof JComboBox ? NARROW : "");
    }

    private static JSpinner spinner(String name, int min, int max) {
        JSpinner s = new JSpinner(new SpinnerNumberModel(0, min, max, 1));
        s.setName(name);
        // as wide as a usual value, not as the widest the range allows (which made the panel wider than its column)
        ((JSpinner.DefaultEditor) s.getEditor()).getTextField().setColumns(6);
        return s;
    }

    private static JSpinner decimal(String name) {
        JSpinner s = new JSpinner(new SpinnerNumberModel(0.0, -1_000_000.0, 1_000_000.0, 1.0));
        s.setEditor(new JSpinner.NumberEditor(s, "0.##"));
        s.setName(name);
        ((JSpinner.DefaultEditor) s.getEditor()).getTextField().setColumns(6);
        return s;
    }

    private void commitSound() {
        SoundsLayer l = ops.layer();
        if (loading || l == null) {
            return;
        }
        Object v = sound.getSelectedItem();
        MapSound s = v instanceof MapSound ? (MapSound) v : null;
        if (s != l.sound()) {
            ws.document().apply(Edits.set(l, Props.SOUNDS_SOUND, s));
        }
    }

    private void commit() {
        SoundSource s = ops.source();
        if (loading || s == null) {
            return;
        }
        int kind = shape.getSelectedIndex() == 1 ? SoundSource.SHAPE_CIRCLE : SoundSource.SHAPE_RECTANGLE;
        int w = (Integer) width.getValue();
        int h = (Integer) height.getValue();
        if (kind != s.shapeKind()) {
            // keep the size when switching: a circle's radius becomes the rectangle's half width and back
            double[] e = SoundOps.extents(s);
            w = (int) Math.round(kind == SoundSource.SHAPE_CIRCLE ? e[0] : e[0] * 2);
            h = (int) Math.round(e[0] * 2);
        }
        int typed = (Integer) falloff.getValue();
        int fall = Math.max(0, Math.min(255, typed));
        if (fall != typed) {
            clampText = typed + " clamped to 0..255";
            loading = true;
            try {
                Fields.reset(falloff, fall);
            } finally {
                loading = false;
            }
        }
        int fw = kind == SoundSource.SHAPE_CIRCLE ? w : w * 1024;
        int fh = kind == SoundSource.SHAPE_CIRCLE ? 0 : h * 1024;
        SoundSource n = SoundOps.with(
                        s, looping.isSelected(), panning.isSelected(), (Integer) delay.getValue(), fall, kind, fw, fh)
                .withEnvelopes(posEnv.chosen(), (Integer) posOffset.getValue(), sndEnv.chosen(), (Integer)
                        sndOffset.getValue());
        Point p = new Point(
                fixed(posX, s.position().x()), fixed(posY, s.position().y()));
        n = n.withPosition(p);
        if (fall != typed) {
            clampedSource = n;
            falloffNote.setText(clampText);
        }
        if (!n.equals(s)) {
            SoundSource next = n;
            String label = !p.equals(s.position())
                    ? "Move sound source"
                    : s.falloff() != fall ? "Sound source falloff" : "Edit sound source";
            ws.document().compound(label, () -> ops.update(x -> next));
        }
    }

    /**
     * The field's world pixels in fixed point, or {@code was} when the field shows that value already (rounded to the
     * hundredths it shows: focus leaving the field commits that text, which must not move the source).
     */
    private static int fixed(JSpinner f, int was) {
        double v = ((Number) f.getValue()).doubleValue();
        return Math.abs(v - was / 1024.0) < 0.0051 ? was : (int) Math.round(v * 1024);
    }

    /** ", #2 selected", or with several ", 3 selected, fields of #2" (the fields show the primary source). */
    private String selectionText(SoundSource s) {
        int n = ops.selectedIndices().size();
        if (s == null) {
            return "";
        }
        return n > 1 ? ", " + n + " selected, fields of #" + ops.selected() : ", #" + ops.selected() + " selected";
    }

    /** Shows the current layer's sound and the selected source. */
    void load() {
        loading = true;
        try {
            SoundsLayer l = ops.layer();
            SoundSource s = ops.source();
            info.setText(l == null ? "No sounds layer" : l.sources().size() + " sources" + selectionText(s));
            sound.removeAllItems();
            sound.addItem("(none)");
            ws.map().sounds().forEach(sound::addItem);
            sound.setSelectedItem(l == null || l.sound() == null ? "(none)" : l.sound());
            for (java.awt.Component c : getComponents()) {
                if (c instanceof JSpinner || c instanceof JCheckBox || c == shape || c instanceof EnvelopeChoice) {
                    c.setEnabled(s != null);
                }
            }
            height.setEnabled(s != null && s.shapeKind() == SoundSource.SHAPE_RECTANGLE);
            if (s != null) {
                boolean circle = s.shapeKind() == SoundSource.SHAPE_CIRCLE;
                shape.setSelectedIndex(circle ? 1 : 0);
                width.setValue(circle ? s.shapeWidth() : Math.round(s.shapeWidth() / 1024f));
                height.setValue(circle ? 0 : Math.round(s.shapeHeight() / 1024f));
                looping.setSelected(s.looping());
                panning.setSelected(s.panning());
                delay.setValue(s.delay());
                Fields.reset(falloff, Math.max(0, Math.min(255, s.falloff())));
                Fields.reset(posX, s.position().x() / 1024.0);
                Fields.reset(posY, s.position().y() / 1024.0);
                if (s.equals(clampedSource)) {
                    falloffNote.setText(clampText);
                } else if (s.falloff() < 0 || s.falloff() > 255) {
                    falloffNote.setText("file has " + s.falloff() + ": clamped to 0..255 on the next edit");
                } else {
                    falloffNote.setText(" ");
                }
                posEnv.fill(ws.map(), s.positionEnvelope());
                sndEnv.fill(ws.map(), s.soundEnvelope());
                posOffset.setValue(s.positionEnvelopeOffset());
                sndOffset.setValue(s.soundEnvelopeOffset());
            } else {
                clearFields();
            }
        } finally {
            loading = false;
        }
    }
}

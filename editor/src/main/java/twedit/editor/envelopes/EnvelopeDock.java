package twedit.editor.envelopes;

import java.awt.BorderLayout;
import java.awt.Dimension;
import javax.swing.ImageIcon;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSlider;
import javax.swing.JSplitPane;
import javax.swing.JToggleButton;
import net.miginfocom.swing.MigLayout;
import twedit.editor.state.Workspace;
import twedit.editor.state.WorkspaceListener;
import twedit.model.document.DocumentEvent;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;
import twedit.resources.Assets;

/** The envelope editor dock: playback controls and scrubber, the envelope list, the curve view, the point editor. */
public final class EnvelopeDock extends JPanel {
    private final Workspace ws;
    private final Playback playback;
    /** The dock's preferred size: the window keeps a place this big for it while it is being built. */
    public static final int PREFERRED_WIDTH = 900;

    public static final int PREFERRED_HEIGHT = 260;
    /** The least height that shows the toolbar and a row of the list and editor: what a small window gives it. */
    public static final int MINIMUM_HEIGHT = 130;

    private final CurveView curve;
    private final EnvelopeListPanel list;
    private final PointEditor points;
    private final JToggleButton play = new JToggleButton();
    private final JSlider scrub = new JSlider(0, 10_000, 0);
    private final JLabel clock = new JLabel("0.000 s");
    private final JSplitPane split;
    private final SpeedField speed;
    private final JCheckBox[] channels = new JCheckBox[4];
    private boolean syncing;

    public EnvelopeDock(Workspace ws, Playback playback) {
        super(new BorderLayout());
        this.ws = ws;
        this.playback = playback;
        setName("envelopeDock");
        curve = new CurveView(ws, playback);
        list = new EnvelopeListPanel(ws, curve);
        points = new PointEditor(ws, curve);
        speed = new SpeedField(playback);
        setPreferredSize(new Dimension(PREFERRED_WIDTH, PREFERRED_HEIGHT));
        setMinimumSize(new Dimension(0, MINIMUM_HEIGHT));
        add(toolbar(), BorderLayout.NORTH);
        JPanel right = new JPanel(new BorderLayout());
        right.add(curve, BorderLayout.CENTER);
        right.add(points, BorderLayout.SOUTH);
        split = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, list, right);
        split.setResizeWeight(0);
        add(split, BorderLayout.CENTER);
        curve.addListener(this::syncChannels);
        playback.addListener(this::syncClock);
        ws.addListener(new WorkspaceListener() {
            @Override
            public void documentReplaced() {
                reset();
                javax.swing.SwingUtilities.invokeLater(EnvelopeDock.this::fitList);
            }

            @Override
            public void leaving(twedit.editor.state.OpenMap m) {
                m.keep(EnvelopeDock.class, curve.envelope());
            }

            @Override
            public void returned(twedit.editor.state.OpenMap m) {
                // the envelope that was open in this tab's map comes back with it
                m.kept(EnvelopeDock.class, twedit.model.map.Envelope.class)
                        .filter(e -> ws.map().envelopes().contains(e))
                        .ifPresent(list::select);
            }

            @Override
            public void documentChanged(DocumentEvent e) {
                if (e.kind() == DocumentEvent.Kind.STROKE_STEP) {
                    curve.repaint();
                    points.load();
                    list.envelopeList().repaint();
                } else {
                    list.reload();
                    curve.refresh();
                    syncScrubRange();
                }
            }
        });
        syncChannels();
        syncScrubRange();
    }

    /**
     * Starts over for another map: no envelope, no point, every channel shown, the clock at 0 and the scrubber over
     * the new map's envelopes; nothing typed for the previous map stays in a field.
     */
    private void reset() {
        curve.cancelDrag();
        curve.setEnvelope(null);
        for (int c = 0; c < channels.length; c++) {
            channels[c].setSelected(true);
            curve.setChannelVisible(c, true);
        }
        list.reload();
        points.load();
        playback.stop();
        syncChannels();
        syncScrubRange();
    }

    private JPanel toolbar() {
        JPanel bar = new JPanel(new MigLayout("insets 2 6 2 6, gap 6", "[180!][][][][grow,fill][80!][]"));
        // above the list it filters, in the toolbar's row so that the list keeps its height in a short window
        bar.add(list.searchField(), "growx");
        play.setName("envPlay");
        play.setToolTipText("Play / pause the map's animations");
        play.setIcon(icon("play"));
        play.setSelectedIcon(icon("pause"));
        if (play.getIcon() == null) {
            play.setText("Play");
        }
        play.addActionListener(e -> playback.toggle());
        JButton stop = new JButton("Start");
        stop.setName("envRewind");
        stop.setToolTipText("Jump to the beginning of the animation (and stop), as DDNet's button");
        stop.addActionListener(e -> playback.stop());
        scrub.setName("envScrub");
        scrub.addChangeListener(e -> {
            if (!syncing) {
                playback.setTime(scrub.getValue());
            }
        });
        clock.setName("envClock");
        play.setToolTipText("Play / pause the map's animations (Ctrl+M)");
        bar.add(stop);
        bar.add(play);
        bar.add(speed.component());
        bar.add(scrub);
        bar.add(clock);
        JPanel right = new JPanel(new MigLayout("insets 0, gap 4"));
        for (int c = 0; c < 4; c++) {
            int ch = c;
            channels[c] = new JCheckBox(String.valueOf(c), true);
            channels[c].setName("envChannel" + c);
            channels[c].addActionListener(e -> curve.setChannelVisible(ch, channels[ch].isSelected()));
            right.add(channels[c]);
        }
        JCheckBox snap = new JCheckBox("Snap", curve.snap());
        snap.setName("envSnap");
        snap.addActionListener(e -> curve.setSnap(snap.isSelected()));
        JButton fit = new JButton("Fit");
        fit.setName("envFit");
        fit.addActionListener(e -> curve.fit());
        right.add(snap, "gapleft 10");
        right.add(fit);
        bar.add(right);
        return bar;
    }

    /**
     * Widens the envelope list to show its names whole (up to two fifths of the dock) when a map is opened: it was
     * laid out for the map before, often the empty one of the start.
     */
    private void fitList() {
        int want = Math.min(list.getPreferredSize().width, getWidth() * 2 / 5);
        if (getWidth() > 0 && split.getDividerLocation() < want) {
            split.setDividerLocation(want);
        }
    }

    private static ImageIcon icon(String name) {
        try {
            return new ImageIcon(Assets.url(Assets.iconPath(name, 24)));
        } catch (RuntimeException e) {
            return null;
        }
    }

    private void syncChannels() {
        int n = curve.channels();
        String[] names = CurveView.channelNames(n == 0 ? Envelope.POSITION : n);
        for (int c = 0; c < 4; c++) {
            channels[c].setVisible(c < Math.max(n, 1) && c < names.length);
            channels[c].setText(c < names.length ? names[c] : String.valueOf(c));
            channels[c].setForeground(CurveView.channelColor(n, c));
        }
    }

    /** The scrubber spans the longest envelope (at least 10 s). */
    private void syncScrubRange() {
        int max = 10_000;
        for (Envelope e : ws.map().envelopes()) {
            if (!e.points().isEmpty()) {
                EnvPoint last = e.points().get(e.points().size() - 1);
                max = Math.max(max, last.time());
            }
        }
        syncing = true;
        scrub.setMaximum(max);
        syncing = false;
    }

    private void syncClock() {
        syncing = true;
        try {
            double t = playback.time();
            scrub.setValue((int) Math.min(scrub.getMaximum(), t % Math.max(1, scrub.getMaximum() + 1)));
            clock.setText(String.format(java.util.Locale.ROOT, "%.3f s", t / 1000));
            play.setSelected(playback.playing());
        } finally {
            syncing = false;
        }
    }

    public CurveView curve() {
        return curve;
    }

    public EnvelopeListPanel envelopes() {
        return list;
    }

    public PointEditor points() {
        return points;
    }

    public Playback playback() {
        return playback;
    }

    /** Shows envelope {@code e} (selected in the list, its curve drawn). */
    public void select(twedit.model.map.Envelope e) {
        list.select(e);
    }
}

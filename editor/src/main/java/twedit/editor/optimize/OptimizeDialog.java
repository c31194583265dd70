package twedit.editor.optimize;

import java.awt.BorderLayout;
import java.awt.CardLayout;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Window;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import javax.swing.BorderFactory;
import javax.swing.Box;
import javax.swing.BoxLayout;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import javax.swing.KeyStroke;
import javax.swing.SwingWorker;
import twedit.model.datafile.Datafile;
import twedit.model.optimize.OptimizeAction;
import twedit.model.optimize.PixelMemo;

/**
 * Tools > Optimize Map...: analyses a copy of the map in the background (a progress bar meanwhile, the window stays
 * responsive), then lists per kind what would go, with a checkbox each, and the size before and after; Apply hands
 * the checked kinds to {@code apply}, which makes them one undo step.
 */
final class OptimizeDialog extends JDialog {
    static final String TITLE = "Optimize Map";

    private final Map<OptimizeAction.Kind, JCheckBox> boxes = new EnumMap<>(OptimizeAction.Kind.class);
    private final JPanel cards = new JPanel(new CardLayout());
    private final JPanel kinds = new JPanel();
    private final JTextArea details = new JTextArea(12, 60);
    private final JLabel sizes = new JLabel(" ");
    private final JButton apply = new JButton("Apply");
    private final PixelMemo memo = new PixelMemo();

    OptimizeDialog(Window owner, Datafile snapshot, Consumer<Apply> onApply) {
        super(owner, TITLE, ModalityType.APPLICATION_MODAL);
        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        JProgressBar bar = new JProgressBar();
        bar.setIndeterminate(true);
        JPanel line = new JPanel(new BorderLayout(0, 8));
        line.add(new JLabel("Working out what can go and how small the map gets..."), BorderLayout.NORTH);
        line.add(bar, BorderLayout.CENTER);
        JPanel busy = new JPanel(new BorderLayout());
        busy.setBorder(BorderFactory.createEmptyBorder(24, 24, 24, 24));
        busy.add(line, BorderLayout.NORTH);
        cards.add(busy, "busy");
        cards.add(result(), "result");
        JButton cancel = new JButton("Cancel");
        cancel.addActionListener(e -> dispose());
        apply.setEnabled(false);
        apply.setName("optimize.apply");
        apply.addActionListener(e -> {
            Set<OptimizeAction.Kind> chosen = EnumSet.noneOf(OptimizeAction.Kind.class);
            boxes.forEach((k, b) -> {
                if (b.isSelected() && b.isEnabled()) {
                    chosen.add(k);
                }
            });
            dispose();
            onApply.accept(new Apply(chosen, memo));
        });
        JPanel buttons = new JPanel(new FlowLayout(FlowLayout.RIGHT));
        buttons.add(apply);
        buttons.add(cancel);
        JPanel content = new JPanel(new BorderLayout());
        content.add(cards, BorderLayout.CENTER);
        content.add(buttons, BorderLayout.SOUTH);
        setContentPane(content);
        getRootPane().setDefaultButton(apply);
        getRootPane()
                .registerKeyboardAction(
                        e -> dispose(), KeyStroke.getKeyStroke("ESCAPE"), JComponent.WHEN_IN_FOCUSED_WINDOW);
        setPreferredSize(new Dimension(720, 480));
        pack();
        setLocationRelativeTo(owner);
        analyse(snapshot);
    }

    /** The kinds the user kept checked, and the pixels the analysis already computed. */
    record Apply(Set<OptimizeAction.Kind> kinds, PixelMemo memo) {}

    private JComponent result() {
        kinds.setLayout(new BoxLayout(kinds, BoxLayout.Y_AXIS));
        details.setEditable(false);
        details.setName("optimize.details");
        JPanel top = new JPanel(new BorderLayout(0, 6));
        top.add(kinds, BorderLayout.CENTER);
        top.add(sizes, BorderLayout.SOUTH);
        JPanel p = new JPanel(new BorderLayout(0, 8));
        p.setBorder(BorderFactory.createEmptyBorder(12, 12, 0, 12));
        p.add(top, BorderLayout.NORTH);
        p.add(new JScrollPane(details), BorderLayout.CENTER);
        return p;
    }

    private void analyse(Datafile snapshot) {
        new SwingWorker<OptimizeAnalysis, Void>() {
            @Override
            protected OptimizeAnalysis doInBackground() throws Exception {
                return OptimizeAnalysis.of(snapshot, memo);
            }

            @Override
            protected void done() {
                try {
                    show(get());
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (ExecutionException e) {
                    details.setText(
                            "The map could not be analysed: " + e.getCause().getMessage());
                    ((CardLayout) cards.getLayout()).show(cards, "result");
                }
            }
        }.execute();
    }

    private void show(OptimizeAnalysis a) {
        StringBuilder text = new StringBuilder();
        for (OptimizeAction.Kind k : OptimizeAction.Kind.values()) {
            long n = a.report().count(k);
            JCheckBox box = new JCheckBox(k.title() + (n == 0 ? " (nothing to do)" : " (" + n + ")"), n > 0);
            box.setEnabled(n > 0);
            box.setName("optimize." + k.name());
            boxes.put(k, box);
            kinds.add(box);
            if (n > 0) {
                text.append(k.title()).append(':').append('\n');
                for (OptimizeAction act : a.report().actions()) {
                    if (act.kind() == k) {
                        text.append("    ").append(act.what()).append('\n');
                    }
                }
            }
        }
        kinds.add(Box.createVerticalStrut(4));
        details.setText(
                text.length() == 0 ? "Nothing to optimize: the map is as small as this can make it." : text.toString());
        details.setCaretPosition(0);
        sizes.setName("optimize.sizes");
        // one figure: what Save writes (twedit optimize compresses harder; that is the command line's business)
        sizes.setText(String.format(
                Locale.ROOT,
                "<html>Size as saved now: <b>%,d bytes</b>. With everything checked: <b>%,d bytes</b> (%s).</html>",
                a.before(),
                a.afterSaved(),
                percent(a.before(), a.afterSaved())));
        apply.setEnabled(!a.report().actions().isEmpty());
        ((CardLayout) cards.getLayout()).show(cards, "result");
    }

    private static String percent(long before, long after) {
        return before == 0 ? "0%" : String.format(Locale.ROOT, "%+.1f%%", 100.0 * (after - before) / before);
    }
}

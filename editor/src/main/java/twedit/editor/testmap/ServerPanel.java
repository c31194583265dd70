package twedit.editor.testmap;

import java.awt.BorderLayout;
import java.awt.Font;
import java.util.ArrayList;
import java.util.List;
import javax.swing.Action;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import javax.swing.Timer;
import javax.swing.text.BadLocationException;

/**
 * The Server panel: what the test server is doing (one line on top, with Test Map and Stop) and its output as it
 * comes, the last {@value #KEEP_LINES} lines. Lines arrive from any thread and are shown in batches (the server
 * prints hundreds while loading a map).
 */
final class ServerPanel extends JPanel {
    static final int KEEP_LINES = 3000;

    private final JLabel state = new JLabel("No test server. Tools > Test Map (F5) runs the map in DDNet's server.");
    private final JTextArea output = new JTextArea();
    private final List<String> pending = new ArrayList<>();
    private final Timer flush = new Timer(100, e -> flush());

    ServerPanel(Action test, Action stop) {
        super(new BorderLayout());
        setName("serverPanel");
        state.setName("server.state");
        state.setBorder(BorderFactory.createEmptyBorder(4, 6, 4, 6));
        output.setName("server.output");
        output.setEditable(false);
        output.setFont(new Font(Font.MONOSPACED, Font.PLAIN, output.getFont().getSize()));
        JPanel top = new JPanel(new BorderLayout());
        top.add(state, BorderLayout.CENTER);
        JPanel buttons = new JPanel();
        JButton run = new JButton(test);
        run.setName("server.test");
        JButton end = new JButton(stop);
        end.setName("server.stop");
        buttons.add(run);
        buttons.add(end);
        top.add(buttons, BorderLayout.EAST);
        add(top, BorderLayout.NORTH);
        add(new JScrollPane(output), BorderLayout.CENTER);
        flush.setRepeats(false);
    }

    /** Adds a line of output (any thread). */
    void line(String line) {
        synchronized (pending) {
            pending.add(line);
        }
        javax.swing.SwingUtilities.invokeLater(() -> {
            if (!flush.isRunning()) {
                flush.start();
            }
        });
    }

    /** Says what the test server is doing (event thread). */
    void state(String text) {
        state.setText(text);
        state.setToolTipText(text);
    }

    String stateText() {
        return state.getText();
    }

    String outputText() {
        flush();
        return output.getText();
    }

    private void flush() {
        List<String> lines;
        synchronized (pending) {
            lines = new ArrayList<>(pending);
            pending.clear();
        }
        if (lines.isEmpty()) {
            return;
        }
        output.append(String.join("\n", lines) + "\n");
        int extra = output.getLineCount() - KEEP_LINES;
        if (extra > 0) {
            try {
                output.replaceRange("", 0, output.getLineStartOffset(extra));
            } catch (BadLocationException e) {
                output.setText("");
            }
        }
        output.setCaretPosition(output.getDocument().getLength());
    }
}

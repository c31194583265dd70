package twedit.editor.automap;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Font;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.awt.event.MouseEvent;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import javax.swing.AbstractAction;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JTextPane;
import javax.swing.KeyStroke;
import javax.swing.Timer;
import javax.swing.UIManager;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;
import javax.swing.text.BadLocationException;
import javax.swing.text.DefaultHighlighter;
import javax.swing.text.Element;
import javax.swing.text.Highlighter;
import net.miginfocom.swing.MigLayout;
import twedit.editor.ui.Ask;
import twedit.editor.ui.Html;
import twedit.model.automap.RulesDiagnostic;
import twedit.model.automap.RulesParseResult;
import twedit.model.automap.RulesParser;
import twedit.model.io.AtomicFiles;

/**
 * A window editing one {@code .rules} file: syntax colouring, the parser's errors and warnings marked on their
 * lines (hover for the message) and listed below (click to jump), Save (Ctrl+S) and Reload from disk. After a save
 * the automapper uses the new rules at once, without reopening the map.
 */
public final class RulesEditor extends JDialog {
    /** Title of the question before unsaved edits of the rules would be lost (tests find it by it). */
    public static final String UNSAVED_TITLE = "Unsaved rules";
    /** Title of the question before Reload from Disk drops unsaved edits. */
    public static final String RELOAD_TITLE = "Reload rules";

    private final UnaryOperator<Path> saveTarget;
    private final Consumer<Path> onFileChanged;
    private final JLabel path = new JLabel();
    private final JButton save = new JButton("Save");
    private Path file;
    private final JTextPane text = new JTextPane() {
        @Override
        public String getToolTipText(MouseEvent e) {
            return diagnosticAt(viewToModel2D(e.getPoint()));
        }

        @Override
        public boolean getScrollableTracksViewportWidth() {
            return getUI().getPreferredSize(this).width <= getParent().getSize().width;
        }
    };
    private final DefaultListModel<RulesDiagnostic> diagnostics = new DefaultListModel<>();
    private final JList<RulesDiagnostic> list = new JList<>(diagnostics);
    private final JLabel summary = new JLabel(" ");
    private final Timer reparse = new Timer(250, e -> reparse());
    private final RulesHighlighter colours;
    private final Highlighter.HighlightPainter errorPaint =
            new DefaultHighlighter.DefaultHighlightPainter(new Color(230, 60, 60, 70));
    private final Highlighter.HighlightPainter warnPaint =
            new DefaultHighlighter.DefaultHighlightPainter(new Color(230, 180, 40, 60));
    private RulesParseResult parsed;
    private boolean modified;

    /**
     * @param saveTarget where Save writes a file: itself, or for DDNet's packaged rules the user's own copy (null:
     *     nowhere the user may write)
     * @param onFileChanged gets the file edited after it was written or read again (the automapper reloads the
     *     rules); after the first save of packaged rules that is the user's copy, edited from then on
     */
    public RulesEditor(Window owner, Path file, UnaryOperator<Path> saveTarget, Consumer<Path> onFileChanged) {
        super(owner, "Rules \u2014 " + file.getFileName(), ModalityType.MODELESS);
        this.file = file;
        this.saveTarget = saveTarget;
        this.onFileChanged = onFileChanged;
        setDefaultCloseOperation(DO_NOTHING_ON_CLOSE);
        addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosing(WindowEvent e) {
                closeAsking();
            }
        });
        setName("rulesEditor");
        Color fg = UIManager.getColor("TextPane.foreground");
        colours = new RulesHighlighter(fg == null ? Color.BLACK : fg);
        text.setName("rules.text");
        text.setFont(new Font(Font.MONOSPACED, Font.PLAIN, 13));
        text.setToolTipText("");
        list.setName("rules.diagnostics");
        list.addListSelectionListener(e -> {
            RulesDiagnostic d = list.getSelectedValue();
            if (d != null && !e.getValueIsAdjusting()) {
                goToLine(d.line());
            }
        });
        reparse.setRepeats(false);
        text.getDocument().addDocumentListener(new DocumentListener() {
            @Override
            public void insertUpdate(DocumentEvent e) {
                edited();
            }

            @Override
            public void removeUpdate(DocumentEvent e) {
                edited();
            }

            @Override
            public void changedUpdate(DocumentEvent e) {
                // attribute changes (colouring) are not edits
            }
        });
        save.setName("rules.save");
        save.addActionListener(e -> save());
        JButton reload = new JButton("Reload from Disk");
        reload.setName("rules.reload");
        reload.addActionListener(e -> reloadAsking());
        JPanel top = new JPanel(new MigLayout("insets 4, fillx", "[grow][][]"));
        path.setName("rules.path");
        showFile();
        top.add(path, "wmin 0");
        top.add(reload);
        top.add(save);
        JPanel bottom = new JPanel(new BorderLayout());
        summary.setName("rules.summary");
        bottom.add(summary, BorderLayout.NORTH);
        bottom.add(new JScrollPane(list), BorderLayout.CENTER);
        JSplitPane split = new JSplitPane(JSplitPane.VERTICAL_SPLIT, new JScrollPane(text), bottom);
        split.setResizeWeight(0.8);
        getContentPane().add(top, BorderLayout.NORTH);
        getContentPane().add(split, BorderLayout.CENTER);
        getRootPane()
                .getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW)
                .put(
                        KeyStroke.getKeyStroke(
                                KeyEvent.VK_S,
                                java.awt.Toolkit.getDefaultToolkit().getMenuShortcutKeyMaskEx()),
                        "save");
        getRootPane().getActionMap().put("save", new AbstractAction() {
            @Override
            public void actionPerformed(java.awt.event.ActionEvent e) {
                save();
            }
        });
        setSize(720, 640);
        setLocationRelativeTo(owner);
        load();
    }

    /** The file being edited. */
    public Path file() {
        return file;
    }

    /** The diagnostics of the text as it is now. */
    public List<RulesDiagnostic> currentDiagnostics() {
        reparse();
        return parsed.diagnostics();
    }

    /** Whether the text differs from the file. */
    public boolean modified() {
        return modified;
    }

    /**
     * Asks before unsaved edits would be lost (closing, quitting): Save (the default), Don't Save or Cancel.
     *
     * @return whether to go on (saved, or the edits may go); false keeps the window and its text
     */
    public boolean confirmDiscard() {
        if (!modified) {
            return true;
        }
        setVisible(true);
        toFront();
        Path target = saveTarget.apply(file);
        String where =
                target == null || target.equals(file) ? "" : "\nThey are saved as your own copy, " + target + ".";
        Ask.SaveChoice c = Ask.save(
                this,
                UNSAVED_TITLE,
                "Save the changes to " + file.getFileName() + "?" + where + "\nThey are lost otherwise.",
                "Save");
        if (c == Ask.SaveChoice.SAVE) {
            return save();
        }
        return c == Ask.SaveChoice.DISCARD;
    }

    /** Closes the window, asking first about unsaved edits; false when the user kept it open. */
    public boolean closeAsking() {
        if (!confirmDiscard()) {
            return false;
        }
        reparse.stop();
        dispose();
        return true;
    }

    /** Reload from Disk: asks before it drops unsaved edits (Cancel is the default). */
    public void reloadAsking() {
        if (modified
                && !Ask.confirm(
                        this,
                        RELOAD_TITLE,
                        "Read " + file.getFileName() + " from disk again?\nThe changes made here are lost.",
                        "Reload")) {
            return;
        }
        load();
    }

    /** Reads the file again, dropping unsaved edits. */
    public void load() {
        try {
            text.setText(new String(Files.readAllBytes(file), StandardCharsets.UTF_8).replace("\r\n", "\n"));
            text.setCaretPosition(0);
            setModified(false);
        } catch (IOException e) {
            summary.setText("Cannot read " + file + ": " + e.getMessage());
        }
        reparse();
        // what the automap panel says of this file (errors, configurations) comes from the file as now read
        onFileChanged.accept(file);
    }

    /**
     * Writes the text and tells the automapper. DDNet's packaged rules are never written: the text goes to the user's
     * own copy (where DDNet looks first), which this window edits from then on.
     */
    public boolean save() {
        Path target = saveTarget.apply(file);
        if (target == null) {
            summary.setText("Cannot save " + file.getFileName() + ": it belongs to DDNet and there is no user folder"
                    + " to save your own copy in.");
            return false;
        }
        try {
            Path folder = target.toAbsolutePath().getParent();
            if (folder != null) {
                Files.createDirectories(folder);
            }
            AtomicFiles.write(target, text.getText().getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            summary.setText("Cannot save " + target + ": " + e.getMessage());
            return false;
        }
        file = target;
        showFile();
        setModified(false);
        onFileChanged.accept(file);
        return true;
    }

    /** The path line and the Save button say where Save writes. */
    private void showFile() {
        Path target = saveTarget.apply(file);
        boolean copy = target != null && !target.equals(file);
        path.setText(
                copy ? "<html>" + Html.esc(file.toString()) + " <i>(DDNet's, read-only)</i></html>" : file.toString());
        path.setToolTipText(copy ? "Save writes your own copy: " + target : file.toString());
        save.setText(copy ? "Save as My Rules" : "Save");
        save.setToolTipText(copy ? "Writes " + target + ", which DDNet and twedit use from then on" : "Writes " + file);
        setModified(modified);
    }

    private void edited() {
        setModified(true);
        reparse.restart();
    }

    private void setModified(boolean m) {
        modified = m;
        setTitle((m ? "\u2022 " : "") + "Rules \u2014 " + file.getFileName());
    }

    private void reparse() {
        reparse.stop();
        String t = text.getText();
        colours.highlight(text.getStyledDocument(), t);
        parsed = RulesParser.parse(t);
        diagnostics.clear();
        Highlighter h = text.getHighlighter();
        h.removeAllHighlights();
        Element root = text.getDocument().getDefaultRootElement();
        for (RulesDiagnostic d : parsed.diagnostics()) {
            diagnostics.addElement(d);
            if (d.line() >= 1 && d.line() <= root.getElementCount()) {
                Element line = root.getElement(d.line() - 1);
                try {
                    h.addHighlight(
                            line.getStartOffset(),
                            Math.max(line.getStartOffset(), line.getEndOffset() - 1),
                            d.isError() ? errorPaint : warnPaint);
                } catch (BadLocationException e) {
                    // the text changed under us: the next reparse marks it
                }
            }
        }
        int errors = parsed.errors().size();
        int warnings = parsed.warnings().size();
        summary.setText(
                errors + warnings == 0
                        ? "No problems \u2014 "
                                + parsed.rules().configurations().size() + " configuration(s): "
                                + String.join(", ", parsed.rules().names())
                        : errors + " error(s), " + warnings + " warning(s)");
        summary.setForeground(errors > 0 ? new Color(220, 70, 70) : UIManager.getColor("Label.foreground"));
    }

    private String diagnosticAt(int offset) {
        if (parsed == null || offset < 0) {
            return null;
        }
        int line = text.getDocument().getDefaultRootElement().getElementIndex(offset) + 1;
        StringBuilder sb = new StringBuilder();
        for (RulesDiagnostic d : parsed.diagnostics()) {
            if (d.line() == line) {
                sb.append(sb.length() == 0 ? "" : "\n")
                        .append(d.severity().label())
                        .append(": ")
                        .append(d.message());
            }
        }
        return sb.length() == 0 ? null : sb.toString();
    }

    private void goToLine(int line) {
        Element root = text.getDocument().getDefaultRootElement();
        if (line >= 1 && line <= root.getElementCount()) {
            text.setCaretPosition(root.getElement(line - 1).getStartOffset());
            text.requestFocusInWindow();
        }
    }
}

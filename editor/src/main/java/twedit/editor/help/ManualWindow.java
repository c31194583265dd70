package twedit.editor.help;

import java.awt.BorderLayout;
import java.awt.Desktop;
import java.awt.Window;
import java.io.IOException;
import java.io.StringReader;
import java.net.URISyntaxException;
import java.net.URL;
import java.util.ArrayDeque;
import java.util.Deque;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JEditorPane;
import javax.swing.JScrollPane;
import javax.swing.JToolBar;
import javax.swing.KeyStroke;
import javax.swing.event.HyperlinkEvent;
import javax.swing.text.BadLocationException;
import javax.swing.text.html.HTMLDocument;
import javax.swing.text.html.HTMLEditorKit;

/** The guide in a window of the editor: its Markdown pages rendered, links followed, Back and Contents. */
final class ManualWindow extends JDialog {
    /** The window's size where the screen has room: a picture's width, its margins and the scroll bar. */
    static final int WIDTH = 1100;

    static final int HEIGHT = 760;

    private final JEditorPane pane = new JEditorPane();
    private final HTMLEditorKit kit = new HTMLEditorKit();
    private final Deque<URL> back = new ArrayDeque<>();
    private final JButton backButton = new JButton("Back");
    private URL shown;

    ManualWindow(Window owner) {
        super(owner, "twedit Manual", ModalityType.MODELESS);
        setName("manualWindow");
        pane.setEditable(false);
        pane.setEditorKit(kit);
        pane.setName("manualPage");
        pane.addHyperlinkListener(e -> {
            if (e.getEventType() == HyperlinkEvent.EventType.ACTIVATED && e.getURL() != null) {
                follow(e.getURL());
            }
        });
        JToolBar bar = new JToolBar();
        bar.setFloatable(false);
        backButton.setName("manualBack");
        backButton.addActionListener(e -> {
            if (!back.isEmpty()) {
                load(back.pop());
            }
        });
        JButton contents = new JButton("Contents");
        contents.setName("manualContents");
        contents.addActionListener(e -> Manual.page(Manual.INDEX).ifPresent(this::open));
        bar.add(backButton);
        bar.add(contents);
        add(bar, BorderLayout.NORTH);
        add(new JScrollPane(pane), BorderLayout.CENTER);
        getRootPane()
                .registerKeyboardAction(
                        e -> dispose(), KeyStroke.getKeyStroke("ESCAPE"), JComponent.WHEN_IN_FOCUSED_WINDOW);
        // wide enough for the pictures (1024 pixels) beside the scroll bar, as far as the screen allows (1366x768)
        java.awt.Rectangle screen =
                java.awt.GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
        setSize(Math.min(WIDTH, screen.width), Math.min(HEIGHT, screen.height));
        setLocationRelativeTo(owner);
    }

    /** Shows a page, remembering the one shown for Back. */
    void open(URL page) {
        if (shown != null && !shown.equals(page)) {
            back.push(shown);
        }
        load(page);
    }

    /** The page shown now, for tests. */
    URL shown() {
        return shown;
    }

    /** The text of the page shown now, for tests. */
    String text() {
        try {
            return pane.getDocument().getText(0, pane.getDocument().getLength());
        } catch (BadLocationException e) {
            return "";
        }
    }

    private void follow(URL url) {
        String path = url.getPath();
        if (path.endsWith(".md")) {
            open(withoutAnchor(url));
        } else if (("http".equals(url.getProtocol()) || "https".equals(url.getProtocol()))
                && Desktop.isDesktopSupported()
                && Desktop.getDesktop().isSupported(Desktop.Action.BROWSE)) {
            try {
                Desktop.getDesktop().browse(url.toURI());
            } catch (IOException | URISyntaxException | UnsupportedOperationException e) {
                // no browser to hand it to: the link stays unfollowed, the manual open
            }
        }
    }

    private static URL withoutAnchor(URL url) {
        try {
            return url.getRef() == null ? url : new URL(url.getProtocol(), url.getHost(), url.getPort(), url.getFile());
        } catch (java.net.MalformedURLException e) {
            return url;
        }
    }

    private void load(URL page) {
        HTMLDocument doc = (HTMLDocument) kit.createDefaultDocument();
        doc.setBase(page); // relative links and pictures resolve as in the repository
        try {
            kit.read(new StringReader(Manual.html(page)), doc, 0);
        } catch (IOException | BadLocationException e) {
            try {
                kit.read(
                        new StringReader("<html><body><p>This page could not be read: " + page + "</p></body></html>"),
                        doc,
                        0);
            } catch (IOException | BadLocationException ignored) {
                // an empty page then
            }
        }
        pane.setDocument(doc);
        pane.setCaretPosition(0);
        shown = page;
        String name = page.getPath().substring(page.getPath().lastIndexOf('/') + 1);
        setTitle("twedit Manual: " + name);
        backButton.setEnabled(!back.isEmpty());
    }
}

package twedit.editor.help;

import java.awt.EventQueue;
import java.awt.KeyboardFocusManager;
import java.awt.event.KeyEvent;
import java.util.Optional;
import javax.swing.JMenuBar;
import twedit.editor.feature.Contributions;
import twedit.editor.feature.Feature;
import twedit.editor.feature.FeatureContext;
import twedit.editor.feature.MenuItem;
import twedit.editor.ui.Actions;

/**
 * The Help menu: the manual (the guide rendered in a window; F1 in a panel opens its page), the keyboard-shortcut
 * sheet (F1) and the About box.
 */
public final class HelpFeature implements Feature {
    private FeatureContext ctx;
    private JMenuBar bar;
    private SheetDialog sheet;
    private ManualWindow manual;

    @Override
    public void install(FeatureContext context, Contributions out) {
        ctx = context;
        out.menuItem(new MenuItem(
                "Help",
                Actions.of("Manual", null, "The guide: task pages with pictures", this::showManual),
                "manualItem"));
        out.menuItem(new MenuItem(
                "Help",
                Actions.of(
                        "Keyboard Shortcuts",
                        "F1",
                        "Every shortcut and mouse gesture (F1 in a panel: its page of the manual)",
                        this::helpKey),
                "shortcutSheetItem"));
        out.menuItem(new MenuItem(
                "Help", Actions.of("About twedit", null, "Version and folders", this::showAbout), "aboutItem"));
        out.menuBar(b -> bar = b);
        // each panel with a page gets its "?" (F1 in the panel opens the same page)
        Manual.PANEL_PAGES.forEach((id, page) -> context.panels().help(id, () -> showManual(page)));
    }

    /**
     * F1 (and the menu item): pressed while a panel with a page of the guide has the focus, opens that page; else,
     * and when the item is clicked, the shortcut sheet. One action, because F1 is the sheet's accelerator.
     */
    private void helpKey() {
        if (EventQueue.getCurrentEvent() instanceof KeyEvent) {
            Optional<String> page = Manual.pageOf(
                    KeyboardFocusManager.getCurrentKeyboardFocusManager().getPermanentFocusOwner());
            if (page.isPresent()) {
                showManual(page.get());
                return;
            }
        }
        showShortcuts();
    }

    /** Opens the manual at its contents (or brings it to the front). */
    public void showManual() {
        showManual(Manual.INDEX);
    }

    /** Opens the manual at a page of the guide ("fixing.md"). */
    public void showManual(String page) {
        if (manual == null || !manual.isDisplayable()) {
            manual = new ManualWindow(ctx.owner());
        }
        Manual.page(page).or(() -> Manual.page(Manual.INDEX)).ifPresent(manual::open);
        manual.setVisible(true);
        manual.toFront();
    }

    /** The manual's page shown now (its file name), or "" when the manual is not open; for tests. */
    public String shownManualPage() {
        if (manual == null || !manual.isShowing() || manual.shown() == null) {
            return "";
        }
        String p = manual.shown().getPath();
        return p.substring(p.lastIndexOf('/') + 1);
    }

    /** The manual's text shown now, for tests. */
    public String shownManualText() {
        return manual == null ? "" : manual.text();
    }

    /** Opens the shortcut sheet (or brings it to the front), generated from the bindings as they are now. */
    public void showShortcuts() {
        if (sheet == null || !sheet.isDisplayable()) {
            sheet = new SheetDialog(ctx.owner());
        }
        sheet.show(ShortcutSheet.rows(bar, ctx.view()));
    }

    /** The sheet's lines as last shown, for tests. */
    public java.util.List<ShortcutSheet.Row> shownShortcuts() {
        return sheet == null ? java.util.List.of() : sheet.rows();
    }

    /** The sheet's text as last shown, for tests. */
    public String shownShortcutText() {
        return sheet == null ? "" : sheet.text();
    }

    /** Opens the About box (modal). */
    public void showAbout() {
        new AboutBox(
                        ctx.owner(),
                        AboutInfo.version(),
                        AboutInfo.lines(ctx.dataDir().get(), ctx.prefs(), ctx.env(), ctx.home()))
                .setVisible(true);
    }
}

package twedit.editor.keys;

import java.util.List;
import javax.swing.Action;
import twedit.editor.feature.Contributions;
import twedit.editor.feature.Feature;
import twedit.editor.feature.FeatureContext;
import twedit.editor.feature.MenuItem;
import twedit.editor.safety.SafetyPrefs;
import twedit.editor.safety.SafetyPrefsPanel;
import twedit.editor.testmap.TestMapFeature;
import twedit.editor.ui.Actions;

/**
 * Shortcuts as a feature: the user's own keys applied to the menu bar at start (a clash is reported in the status
 * bar), Edit > Preferences to rebind them, and Help > Command Palette (Ctrl+P) to run any menu action by name.
 */
public final class KeysFeature implements Feature {
    private Keymap keymap;
    private FeatureContext ctx;
    private Action palette;

    @Override
    public void install(FeatureContext context, Contributions out) {
        ctx = context;
        keymap = new Keymap(context.prefs(), context.view());
        Action prefs = Actions.of(
                "Preferences...",
                "ctrl COMMA",
                "Keyboard shortcuts and autosave: rebind any menu action",
                this::showPreferences);
        palette = Actions.of("Command Palette...", "ctrl P", "Find and run any menu action by name", this::showPalette);
        out.menuItem(new MenuItem("Edit", prefs, "preferencesItem"));
        out.menuItem(new MenuItem("Help", palette, "commandPaletteItem"));
        out.menuBar(bar -> {
            keymap.attach(bar);
            List<String> clashes = keymap.conflicts();
            if (!clashes.isEmpty()) {
                context.status()
                        .setMessage("Shortcut conflict: " + clashes.get(0) + " (change it in Edit > Preferences)");
            }
        });
    }

    /** The window's shortcuts. */
    public Keymap keymap() {
        return keymap;
    }

    /** Opens the preferences (modal) on the shortcuts. */
    public void showPreferences() {
        new PreferencesDialog(
                        ctx.owner(),
                        keymap,
                        new java.util.TreeMap<>(java.util.Map.of(
                                "Saving",
                                new SafetyPrefsPanel(new SafetyPrefs(ctx.prefs())),
                                "Test Map",
                                TestMapFeature.preferencesPage(ctx.prefs()))))
                .setVisible(true);
    }

    /** Opens the command palette (modal); the chosen action runs once it has closed. */
    public void showPalette() {
        List<Command> commands = keymap.commands().stream()
                .filter(c -> c.item().getAction() != palette)
                .toList();
        new CommandPalette(ctx.owner(), commands).open();
    }
}

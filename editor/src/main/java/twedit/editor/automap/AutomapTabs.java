package twedit.editor.automap;

import java.awt.Component;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import javax.swing.JFileChooser;
import javax.swing.JTabbedPane;
import javax.swing.filechooser.FileNameExtensionFilter;
import twedit.editor.state.Workspace;
import twedit.editor.tools.ToolBox;

/** Adds the Automap tab to the window's side tabs and starts live automapping. */
public final class AutomapTabs {
    private AutomapTabs() {
    }

    /**
     * Adds an "Automap" tab and registers live automapping on the workspace.
     *
     * @param dataDir the DDNet data directory, asked each time
     * @param env the environment and {@code home} locate the user's own rules folder
     */
    public static AutomapPanel install(JTabbedPane tabs, Component parent, Workspace ws, ToolBox tools,
            Supplier<Optional<Path>> dataDir, Map<String, String> env, Path home) {
        AutomapController c = new AutomapController(ws, RulesLocator.of(dataDir, env, home));
        ws.addListener(new LiveAutomap(ws, c));
        AutomapPanel panel = new AutomapPanel(ws, tools, c, layer -> {
            JFileChooser ch = new JFileChooser(dataDir.get().map(d -> d.resolve("editor").toFile()).orElse(null));
            ch.setDialogTitle("Rules for layer '" + layer.name() + "'");
            ch.setFileFilter(new FileNameExtensionFilter("Automapper rules (.rules)", "rules"));
            return ch.showOpenDialog(parent) == JFileChooser.APPROVE_OPTION ? ch.getSelectedFile().toPath() : null;
        });
        tabs.addTab("Automap", panel);
        return panel;
    }
}

package twedit.editor.automap;

import javax.swing.JFileChooser;
import javax.swing.filechooser.FileNameExtensionFilter;
import twedit.editor.feature.Contributions;
import twedit.editor.feature.Feature;
import twedit.editor.feature.FeatureContext;
import twedit.editor.feature.Panel;
import twedit.editor.state.Workspace;
import twedit.editor.ui.FileChoosers;

/** The automapper as a feature: the Automap tab (built after the first frame) and live automapping. */
public final class AutomapFeature implements Feature {
    private AutomapPanel panel;

    @Override
    public void install(FeatureContext ctx, Contributions out) {
        out.panel(Panel.lateLowerSide("automap", "Automap", () -> panel = build(ctx)));
        // rules typed in an editor window are asked about before the editor quits, as unsaved maps are
        out.beforeClose(() -> panel == null || panel.confirmCloseEditors());
    }

    private static AutomapPanel build(FeatureContext ctx) {
        Workspace ws = ctx.workspace();
        AutomapController c = new AutomapController(
                ws,
                RulesLocator.of(ctx.dataDir(), ctx.env(), ctx.home()),
                new twedit.editor.state.LayerSettings(ctx.prefs(), "automapReference"));
        AutomapPanel[] built = new AutomapPanel[1];
        // live automapping asks about rules with errors as the Automap buttons do, once per rules file
        ws.addListener(new LiveAutomap(ws, c, rules -> built[0] == null || built[0].confirmErrors(rules, true)));
        built[0] = new AutomapPanel(ws, ctx.tools(), c, layer -> {
            FileChoosers choosers = new FileChoosers(ctx.prefs(), ws::file);
            JFileChooser ch = choosers.create(
                    FileChoosers.Kind.RULES,
                    "Rules for layer '" + layer.name() + "'",
                    ctx.dataDir().get().map(d -> d.resolve("editor")).orElse(null));
            ch.setFileFilter(new FileNameExtensionFilter("Automapper rules (.rules)", "rules"));
            if (ch.showOpenDialog(ctx.owner()) != JFileChooser.APPROVE_OPTION) {
                return null;
            }
            choosers.remember(FileChoosers.Kind.RULES, ch);
            return ch.getSelectedFile().toPath();
        });
        return built[0];
    }
}

package twedit.editor.automap;

import javax.swing.JFileChooser;
import javax.swing.filechooser.FileNameExtensionFilter;
import twedit.editor.feature.Contributions;
import twedit.editor.feature.Feature;
import twedit.editor.feature.FeatureContext;
import twedit.editor.feature.Panel;
import twedit.editor.state.Workspace;

/** The automapper as a feature: the Automap tab (built after the first frame) and live automapping. */
public final class AutomapFeature implements Feature {
    @Override
    public void install(FeatureContext ctx, Contributions out) {
        out.panel(Panel.lateLowerSide("automap", "Automap", () -> build(ctx)));
    }

    private static AutomapPanel build(FeatureContext ctx) {
        Workspace ws = ctx.workspace();
        AutomapController c = new AutomapController(ws, RulesLocator.of(ctx.dataDir(), ctx.env(), ctx.home()));
        ws.addListener(new LiveAutomap(ws, c));
        return new AutomapPanel(ws, ctx.tools(), c, layer -> {
            JFileChooser ch = new JFileChooser(
                    ctx.dataDir().get().map(d -> d.resolve("editor").toFile()).orElse(null));
            ch.setDialogTitle("Rules for layer '" + layer.name() + "'");
            ch.setFileFilter(new FileNameExtensionFilter("Automapper rules (.rules)", "rules"));
            return ch.showOpenDialog(ctx.owner()) == JFileChooser.APPROVE_OPTION
                    ? ch.getSelectedFile().toPath()
                    : null;
        });
    }
}

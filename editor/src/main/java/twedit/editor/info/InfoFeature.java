package twedit.editor.info;

import twedit.editor.feature.Contributions;
import twedit.editor.feature.Feature;
import twedit.editor.feature.FeatureContext;
import twedit.editor.feature.MenuItem;

/** Map info and server settings as a feature: their two items at the end of the Tools menu. */
public final class InfoFeature implements Feature {
    private InfoActions actions;

    @Override
    public void install(FeatureContext ctx, Contributions out) {
        actions = new InfoActions(ctx.owner(), ctx.workspace());
        out.menuItem(new MenuItem("Tools", actions.mapInfo, "mapInfoItem"));
        out.menuItem(new MenuItem("Tools", actions.serverSettings, "serverSettingsItem"));
    }

    public InfoActions actions() {
        return actions;
    }
}

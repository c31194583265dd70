package twedit.editor.select;

import java.util.ArrayList;
import java.util.List;
import twedit.editor.feature.Contributions;
import twedit.editor.feature.Feature;
import twedit.editor.feature.FeatureContext;
import twedit.editor.feature.MenuItem;
import twedit.editor.tools.SelectOptions;
import twedit.editor.tools.ToolBox;
import twedit.model.select.TileMatch;

/**
 * The select tool's and magic wand's options as Tools menu check boxes: contiguous or whole layer, how alike the
 * tiles must be (a choice of three, ticked like radio items), and selections across every tile layer of the group.
 * The status bar shows the options in force while either tool is active.
 */
public final class SelectFeature implements Feature {
    @Override
    public void install(FeatureContext ctx, Contributions out) {
        ToolBox tools = ctx.tools();
        SelectOptions o = tools.selectOptions();
        List<Toggle> toggles = new ArrayList<>();
        toggles.add(new Toggle(
                "Magic Wand: Contiguous",
                "The wand selects the connected region of the clicked tile (off: every such tile of the layer)",
                o::contiguous,
                o::setContiguous));
        for (TileMatch m : TileMatch.values()) {
            toggles.add(new Toggle(
                    "Magic Wand: " + m.label(),
                    "How alike a tile must be to the clicked one to be selected",
                    () -> o.match() == m,
                    v -> o.setMatch(m)));
        }
        toggles.add(new Toggle(
                "Select on All Layers of the Group",
                "Selections hold on every tile layer of the current group: cut and delete clear them all in one step",
                o::groupWide,
                o::setGroupWide));
        String[] names = {
            "wandContiguousItem", "wandMatchIdItem", "wandMatchFlagsItem", "wandMatchExactItem", "groupSelectItem"
        };
        for (int i = 0; i < toggles.size(); i++) {
            out.menuItem(new MenuItem("Tools", toggles.get(i), names[i]));
        }
        tools.addListener(() -> toggles.forEach(Toggle::sync));
    }
}

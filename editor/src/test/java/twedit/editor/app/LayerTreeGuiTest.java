package twedit.editor.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.awt.event.MouseEvent;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JScrollPane;
import javax.swing.JTree;
import javax.swing.SwingUtilities;
import javax.swing.tree.DefaultMutableTreeNode;
import javax.swing.tree.TreePath;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.editor.testutil.RobotDriven;
import twedit.model.document.edits.Edits;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.Props;
import twedit.model.testutil.Corpus;

/**
 * The layer tree in a narrow column: layers without a name of their own are told apart by kind and image or count,
 * long names end in "..." with the whole name in the tooltip, and adding a layer never scrolls the eyes out of sight.
 */
@RobotDriven
class LayerTreeGuiTest {
    /** Where the test's copies of maps go; removed afterwards. */
    @org.junit.jupiter.api.io.TempDir
    java.nio.file.Path tempDir;

    private static final String LONG = "A very long layer name that a mapper gave to the background mountains layer";

    @Test
    void unnamedLayersShowTheirKindAndImageOrCount() throws Exception {
        try (GuiHarness h = new GuiHarness(false)) {
            h.open(Corpus.ddnetMap("maps/dm1.map"));
            // dm1's layers: tiles with no name, quads named as DDNet names every quads layer
            assertThat(GuiActionRunner.execute(() -> h.window.layers().rowTexts()))
                    .contains("Tiles (grass_main)  [tiles 60x50]", "Quads (16)", "Quads (sun, 1)", "Game  [game 60x50]")
                    .noneMatch(r -> r.contains("[quads]") || r.startsWith("tiles"));
        }
    }

    @Test
    void longNamesEndInDotsWithTheWholeNameInTheTooltipAndAddingALayerDoesNotScrollSideways() throws Exception {
        try (GuiHarness h = new GuiHarness(false)) {
            h.open(GuiHarness.copyOf(Corpus.ddnetMap("maps/dm1.map"), tempDir));
            Layer layer = GuiActionRunner.execute(() -> {
                Group g = h.window.workspace().currentGroup();
                Layer l = g.layers().get(0);
                h.window.workspace().document().apply(Edits.set(l, Props.LAYER_NAME, LONG));
                return l;
            });
            h.robot.waitForIdle();
            JTree tree = h.frame.tree("layerTree").target();
            TreePath path = GuiActionRunner.execute(() -> pathOf(tree, layer));
            String shown = GuiActionRunner.execute(() -> shownText(tree, path));
            assertThat(shown).as("the row as drawn").endsWith("...").startsWith("A very long");
            assertThat(GuiActionRunner.execute(() -> tree.getPathBounds(path).getMaxX()))
                    .as("the row within the tree's width")
                    .isLessThanOrEqualTo(GuiActionRunner.execute(() -> (double) tree.getWidth()));
            Rectangle row = GuiActionRunner.execute(() -> tree.getPathBounds(path));
            String tip = GuiActionRunner.execute(() -> tree.getToolTipText(new MouseEvent(
                    tree, MouseEvent.MOUSE_MOVED, 0, 0, row.x + row.width - 10, row.y + row.height / 2, 0, false)));
            assertThat(tip).startsWith(LONG);

            // add a tiles layer from the + Layer menu, as a mapper does
            h.frame.button("addLayer").click();
            h.clickMenuItem("Tiles layer");
            Layer added = GuiActionRunner.execute(() -> h.window.workspace().currentLayer());
            assertThat(added).isNotSameAs(layer);
            JScrollPane scroll = (JScrollPane) SwingUtilities.getAncestorOfClass(JScrollPane.class, tree);
            assertThat(GuiActionRunner.execute(() -> scroll.getViewport().getViewPosition().x))
                    .as("scrolled sideways")
                    .isZero();
            assertThat(GuiActionRunner.execute(
                            () -> scroll.getHorizontalScrollBar().isShowing()))
                    .isFalse();
            // the new row's eye is in sight and hides the layer when clicked
            Rectangle r = GuiActionRunner.execute(() -> tree.getPathBounds(pathOf(tree, added)));
            assertThat(GuiActionRunner.execute(() -> tree.getVisibleRect().contains(r.x + 4, r.y + r.height / 2)))
                    .isTrue();
            h.robot.click(tree, new java.awt.Point(r.x + 6, r.y + r.height / 2));
            h.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(() -> h.window.view().options().isHidden(added)))
                    .isTrue();
        }
    }

    private static TreePath pathOf(JTree tree, Object target) {
        for (int i = 0; i < tree.getRowCount(); i++) {
            TreePath p = tree.getPathForRow(i);
            if (((DefaultMutableTreeNode) p.getLastPathComponent()).getUserObject() == target) {
                return p;
            }
        }
        throw new AssertionError("no row for " + target);
    }

    /** The text of a row as its label draws it in the row's bounds (cut with "..." when it does not fit). */
    private static String shownText(JTree tree, TreePath path) {
        int row = tree.getRowForPath(path);
        JLabel label = (JLabel) tree.getCellRenderer()
                .getTreeCellRendererComponent(tree, path.getLastPathComponent(), false, false, true, row, false);
        Rectangle bounds = tree.getPathBounds(path);
        Rectangle view = new Rectangle(0, 0, bounds.width, bounds.height);
        Rectangle icon = new Rectangle();
        Rectangle text = new Rectangle();
        java.awt.Insets in = label.getInsets();
        view.x += in.left;
        view.width -= in.left + in.right;
        return SwingUtilities.layoutCompoundLabel(
                (JComponent) label,
                label.getFontMetrics(label.getFont()),
                label.getText(),
                label.getIcon(),
                label.getVerticalAlignment(),
                label.getHorizontalAlignment(),
                label.getVerticalTextPosition(),
                label.getHorizontalTextPosition(),
                view,
                icon,
                text,
                label.getIconTextGap());
    }
}

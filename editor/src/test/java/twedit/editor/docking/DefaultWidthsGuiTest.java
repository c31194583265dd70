package twedit.editor.docking;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.FontMetrics;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JTable;
import javax.swing.JViewport;
import javax.swing.SwingUtilities;
import javax.swing.plaf.basic.BasicHTML;
import javax.swing.table.TableCellRenderer;
import javax.swing.text.View;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.editor.links.LinksFeature;
import twedit.editor.testutil.EditorGui;
import twedit.editor.testutil.RobotDriven;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.Edits;
import twedit.model.document.edits.TileOps;
import twedit.model.map.Group;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * The default layout at 1366x768 cuts nothing a mapper reads: every physics palette (Game, Front, Tele, Speedup,
 * Switch, Tune) shows at least eight rows of tiles, each whole, the Automap panel's result line shows whole (wrapped, not cut) and
 * the Numbers panel's columns show their headings and cells whole.
 */
@RobotDriven
class DefaultWidthsGuiTest {
    @Test
    void at1366x768PalettesShowEightRowsAndAutomapAndNumbersCutNothing() {
        try (EditorGui g = new EditorGui(new EditorGui.Setup().onDemandOpen(false))) {
            GuiActionRunner.execute(() -> {
                TwMap m = g.window.workspace().map();
                Group game = m.gameGroup().orElseThrow();
                for (TileKind k :
                        new TileKind[] {TileKind.FRONT, TileKind.TELE, TileKind.SPEEDUP, TileKind.SWITCH, TileKind.TUNE
                        }) {
                    TileLayer l = TileLayer.empty(
                            k,
                            m.gameLayer().orElseThrow().width(),
                            m.gameLayer().orElseThrow().height());
                    g.window
                            .workspace()
                            .document()
                            .apply(Edits.addLayer(game, game.layers().size(), l));
                }
                // rows for the Numbers panel: a tele in 3 with no way out, an out 200 nobody enters
                TileLayer tele = m.physicsLayer(TileKind.TELE).orElseThrow();
                g.window.workspace().document().apply(TileOps.setCell(tele, 5, 0, Cells.tele(3, 26)));
                g.window.workspace().document().apply(TileOps.setCell(tele, 9, 0, Cells.tele(200, 27)));
            });
            MapShareGuiTest.layOut(g, 1366, 768);
            for (TileKind k : new TileKind[] {
                TileKind.GAME, TileKind.FRONT, TileKind.TELE, TileKind.SPEEDUP, TileKind.SWITCH, TileKind.TUNE
            }) {
                GuiActionRunner.execute(() -> {
                    TwMap m = g.window.workspace().map();
                    g.window
                            .workspace()
                            .select(
                                    m.gameGroup().orElseThrow(),
                                    m.physicsLayer(k).orElseThrow());
                });
                g.robot.waitForIdle();
                JList<?> list = (JList<?>) g.frame.list("paletteList").target();
                double rows = GuiActionRunner.execute(() -> {
                    JViewport vp = (JViewport) SwingUtilities.getAncestorOfClass(JViewport.class, list);
                    return (double) vp.getHeight() / list.getCellBounds(0, 0).height;
                });
                System.out.printf(java.util.Locale.ROOT, "%s palette: %.1f rows%n", k, rows);
                assertThat(rows).as("rows of the %s palette at 1366x768", k).isGreaterThanOrEqualTo(8);
                // every row whole within the list's width ("Nohook (unhookable)" and "3 · collision" uncut)
                java.util.List<String> cutRows = GuiActionRunner.execute(() -> {
                    java.util.List<String> out = new java.util.ArrayList<>();
                    @SuppressWarnings("unchecked")
                    javax.swing.ListCellRenderer<Object> r =
                            (javax.swing.ListCellRenderer<Object>) list.getCellRenderer();
                    @SuppressWarnings("unchecked")
                    JList<Object> objects = (JList<Object>) list;
                    JViewport vp = (JViewport) SwingUtilities.getAncestorOfClass(JViewport.class, list);
                    for (int i = 0; i < list.getModel().getSize(); i++) {
                        Component c = r.getListCellRendererComponent(
                                objects, list.getModel().getElementAt(i), i, false, false);
                        if (c.getPreferredSize().width > vp.getExtentSize().width) {
                            out.add(list.getModel().getElementAt(i) + " needs " + c.getPreferredSize().width + " of "
                                    + vp.getExtentSize().width);
                        }
                    }
                    return out;
                });
                assertThat(cutRows)
                        .as("rows of the %s palette cut at 1366x768", k)
                        .isEmpty();
            }

            // the Automap panel's result line: a run's message wraps within the panel, no line cut
            GuiActionRunner.execute(() -> g.window.docks().show("automap"));
            g.robot.waitForIdle();
            JLabel status = (JLabel) g.frame.label("automap.status").target();
            String msg = "Automapped Tiles (grass_main) with 'Grass and Plants': 12345 cells changed"
                    + " (one undo step; Ctrl+Z undoes it)";
            GuiActionRunner.execute(() -> status.setText("<html>" + msg + "</html>"));
            g.robot.waitForIdle();
            int[] fit = GuiActionRunner.execute(() -> {
                View v = (View) status.getClientProperty(BasicHTML.propertyKey);
                java.awt.Insets in = status.getInsets();
                int w = status.getWidth() - in.left - in.right;
                v.setSize(w, 0);
                return new int[] {
                    (int) Math.ceil(v.getPreferredSpan(View.Y_AXIS)) + in.top + in.bottom,
                    status.getHeight(),
                    status.getWidth(),
                    status.getParent().getWidth()
                };
            });
            System.out.printf("automap status: needs %d px, has %d (width %d of %d)%n", fit[0], fit[1], fit[2], fit[3]);
            assertThat(fit[2]).as("the status line's width within its panel").isLessThanOrEqualTo(fit[3]);
            assertThat(fit[1])
                    .as("the status line's height for its wrapped text")
                    .isGreaterThanOrEqualTo(fit[0]);

            // the Numbers panel: each column as wide as its heading and its cells
            GuiActionRunner.execute(() -> g.window.docks().show(LinksFeature.PANEL));
            g.robot.waitForIdle();
            JTable table = (JTable) g.frame.table("numbersTable").target();
            g.waitFor("rows in the Numbers panel", () -> table.getRowCount() > 0);
            java.util.List<String> cut = GuiActionRunner.execute(() -> {
                java.util.List<String> out = new java.util.ArrayList<>();
                FontMetrics fm = table.getTableHeader()
                        .getFontMetrics(table.getTableHeader().getFont());
                for (int c = 0; c < table.getColumnCount(); c++) {
                    int w = table.getColumnModel().getColumn(c).getWidth();
                    int need = fm.stringWidth(table.getColumnName(c)) + 12;
                    for (int r = 0; r < table.getRowCount(); r++) {
                        TableCellRenderer rr = table.getCellRenderer(r, c);
                        Component comp = table.prepareRenderer(rr, r, c);
                        need = Math.max(need, comp.getPreferredSize().width);
                    }
                    if (need > w) {
                        out.add(table.getColumnName(c) + " " + w + " < " + need);
                    }
                }
                JViewport vp = (JViewport) SwingUtilities.getAncestorOfClass(JViewport.class, table);
                if (table.getWidth() > vp.getWidth()) {
                    out.add("table " + table.getWidth() + " wider than its view " + vp.getWidth());
                }
                return out;
            });
            System.out.println("numbers rows: " + GuiActionRunner.execute(() -> table.getRowCount()) + ", cut: " + cut);
            assertThat(GuiActionRunner.execute(() -> table.getRowCount())).isPositive();
            assertThat(cut).as("Numbers columns cut").isEmpty();
            g.screenshot("default-widths-1366x768");
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}

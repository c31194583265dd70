package twedit.editor.links;

import java.awt.Rectangle;
import java.awt.event.ActionEvent;
import java.util.function.Supplier;
import java.util.prefs.Preferences;
import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.JCheckBoxMenuItem;
import javax.swing.KeyStroke;
import twedit.editor.feature.Contributions;
import twedit.editor.feature.Feature;
import twedit.editor.feature.FeatureContext;
import twedit.editor.feature.MenuItem;
import twedit.editor.feature.Panel;
import twedit.editor.physics.PhysicsCells;
import twedit.editor.physics.PhysicsParams;
import twedit.editor.state.Workspace;
import twedit.editor.tools.TileSelection;
import twedit.editor.tools.ToolBox;
import twedit.editor.ui.Actions;
import twedit.editor.view.MapView;
import twedit.model.document.edits.TileBrush;
import twedit.model.links.CellSet;
import twedit.model.links.LinkEdits;
import twedit.model.map.Group;
import twedit.model.map.TileKind;
import twedit.model.tiles.LinkRole.Space;

/**
 * Tele, switch and checkpoint links as a feature: View > Show Links draws them over the map, the Numbers panel lists
 * every number and what dangles, Edit > Renumber Tele/Switch changes a number as one edit, and Edit > Increment /
 * Decrement Brush Numbers bump the brush's numbers (ddnet#5400).
 */
public final class LinksFeature implements Feature {
    /** Shows the links (L for links; Ctrl+Shift+L shows only the current layer). */
    static final String SHOW_KEY = "ctrl L";
    /** Moves the brush's numbers up (Alt with the zoom keys' = and -, which Ctrl already takes). */
    static final String INCREMENT_KEY = "alt EQUALS";

    static final String DECREMENT_KEY = "alt MINUS";
    /** Id of the Numbers panel. */
    public static final String PANEL = "numbers";

    private static final String PREF_SHOW = "links.show";

    private final Supplier<PhysicsParams> params;
    private FeatureContext ctx;
    private Workspace ws;
    private ToolBox tools;
    private MapView view;
    private LinkState state;
    private LinksOverlay overlay;
    private NumbersPanel panel;
    private ShowToggle toggle;

    /** A feature putting "next free" numbers into {@code params} (the physics palette's parameters). */
    public LinksFeature(Supplier<PhysicsParams> params) {
        this.params = params;
    }

    @Override
    public void install(FeatureContext context, Contributions out) {
        ctx = context;
        ws = context.workspace();
        tools = context.tools();
        view = context.view();
        state = new LinkState(ws);
        overlay = new LinksOverlay(ws, state);
        Preferences prefs = context.prefs();
        overlay.setOn(prefs.getBoolean(PREF_SHOW, false));
        view.addOverlay(overlay);
        state.addListener(view::repaint);
        toggle = new ShowToggle(prefs);
        out.menuItem(new MenuItem("View", toggle, "showLinksItem"));
        out.menuItem(new MenuItem(
                "Edit",
                Actions.of(
                        "Renumber Tele/Switch...",
                        null,
                        "Change a tele, checkpoint or switch number in the selection or the whole map",
                        this::renumber),
                "renumberItem"));
        out.menuItem(new MenuItem(
                "Edit",
                Actions.of(
                        "Increment Brush Numbers",
                        INCREMENT_KEY,
                        "Add 1 to every tele, switch and tune number of the brush",
                        () -> bump(1)),
                "incrementBrushItem"));
        out.menuItem(new MenuItem(
                "Edit",
                Actions.of(
                        "Decrement Brush Numbers",
                        DECREMENT_KEY,
                        "Take 1 from every tele, switch and tune number of the brush",
                        () -> bump(-1)),
                "decrementBrushItem"));
        out.panel(new Panel(PANEL, "Numbers", Panel.Area.BOTTOM, null, null, true, this::panel));
    }

    /** The Numbers panel, built on first use. */
    public NumbersPanel panel() {
        if (panel == null) {
            panel = new NumbersPanel(state, this::jump, this::useNextFree, f -> {
                overlay.setFilter(f);
                view.repaint();
            });
        }
        return panel;
    }

    boolean showing() {
        return overlay.isOn();
    }

    LinksOverlay overlay() {
        return overlay;
    }

    /** Selects the layer of {@code cells} and centres the view on their first cell. */
    void jump(CellSet cells) {
        if (cells == null) {
            return;
        }
        Group g = ws.map().groupOf(cells.layer()).orElse(null);
        if (g == null) {
            return; // the map changed since the row was built
        }
        ws.select(g, cells.layer());
        view.centerOnTile(
                cells.x(0) + g.offsetX() / 32.0,
                cells.y(0) + g.offsetY() / 32.0,
                Math.max(1.0, view.camera().scale()));
        view.repaint();
        ctx.status()
                .setMessage("Showing " + cells.count() + " cell" + (cells.count() == 1 ? "" : "s") + " at " + cells.x(0)
                        + "," + cells.y(0));
    }

    /** Puts the next free tele or switch number into the brush parameters (and the brush, if it is of that kind). */
    void useNextFree(Space space) {
        int n = state.index().nextFree(space);
        if (n < 0) {
            ctx.status().setMessage("Every " + (space == Space.TELE ? "tele" : "switch") + " number is in use");
            return;
        }
        PhysicsParams p = params.get();
        TileKind kind = space == Space.TELE ? TileKind.TELE : TileKind.SWITCH;
        if (space == Space.TELE) {
            p.setTeleNumber(n);
        } else {
            p.setSwitchNumber(n);
        }
        TileBrush b = tools.brush();
        if (b != null && tools.brushKind() == kind) {
            tools.setBrush(PhysicsCells.withParams(b, kind, p), kind);
        }
        ctx.status().setMessage("Brush " + (space == Space.TELE ? "tele" : "switch") + " number: " + n);
    }

    /** Opens the renumber dialog on the current selection's rectangle (or the whole map). */
    void renumber() {
        TileSelection sel = tools.selection();
        Rectangle r = sel == null ? null : sel.clipped();
        RenumberDialog.Start start = panel == null ? null : panel.selectedNumber();
        new RenumberDialog(ctx.owner(), ws, r, sel == null ? null : sel.mask(), state.index(), start).setVisible(true);
    }

    /** Moves the brush's tele, switch and tune numbers by {@code delta}. */
    void bump(int delta) {
        TileBrush b = tools.brush();
        TileKind k = tools.brushKind();
        TileBrush bumped = b == null || k == null ? null : LinkEdits.bumped(b, k, delta);
        if (bumped == null || bumped == b) {
            ctx.status().setMessage("The brush has no tele, switch or tune numbers");
            return;
        }
        tools.setBrush(bumped, k);
        ctx.status().setMessage("Brush numbers " + (delta > 0 ? "+" : "") + delta);
    }

    /** View > Show Links: a check box whose tick follows the overlay; remembered in the preferences. */
    private final class ShowToggle extends AbstractAction {
        private final transient Preferences prefs;

        ShowToggle(Preferences prefs) {
            super("Show Links");
            this.prefs = prefs;
            putValue(ACCELERATOR_KEY, KeyStroke.getKeyStroke(SHOW_KEY));
            putValue(
                    SHORT_DESCRIPTION,
                    "Draw lines from tele entrances to their exits, switch triggers to their targets and checkpoints"
                            + " in order");
            putValue(Action.SELECTED_KEY, overlay.isOn());
        }

        @Override
        public void actionPerformed(ActionEvent e) {
            // a menu check box has already flipped its tick; a key or the command palette has not
            boolean want =
                    e != null && e.getSource() instanceof JCheckBoxMenuItem item ? item.isSelected() : !overlay.isOn();
            overlay.setOn(want);
            if (want) {
                ctx.panels().show(PANEL); // the numbers the lines join, listed
            }
            putValue(Action.SELECTED_KEY, want);
            prefs.putBoolean(PREF_SHOW, want);
            view.repaint();
        }
    }
}

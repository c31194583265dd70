package twedit.editor.app;

import java.awt.CardLayout;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import javax.swing.JComponent;
import javax.swing.JPanel;
import twedit.editor.state.Workspace;
import twedit.editor.state.WorkspaceListener;
import twedit.model.map.TileLayer;

/** The Tiles tab: the tile picker, or the first palette a feature gave for the current layer (physics numbers). */
final class TilesTab extends JPanel {
    private static final String PICKER = "picker";

    /** A palette and the layers it is shown for. */
    private record Card(String name, Predicate<TileLayer> shownFor) {}

    private final Workspace ws;
    private final CardLayout cards;
    private final List<Card> palettes = new ArrayList<>();

    TilesTab(Workspace ws, JComponent picker) {
        this(ws, new CardLayout(), picker);
    }

    private TilesTab(Workspace ws, CardLayout cards, JComponent picker) {
        super(cards);
        this.ws = ws;
        this.cards = cards;
        setName("tilesTab");
        add(picker, PICKER);
        ws.addListener(WorkspaceListener.onDocumentOrSelection(this::sync));
    }

    /** Adds a palette shown instead of the picker while the current tile layer is one {@code shownFor} accepts. */
    void addPalette(String id, Predicate<TileLayer> shownFor, JComponent palette) {
        String name = "palette." + id;
        palettes.add(new Card(name, shownFor));
        add(palette, name);
        sync();
    }

    private void sync() {
        TileLayer l = ws.currentTileLayer();
        String show = PICKER;
        for (Card c : palettes) {
            if (l != null && c.shownFor().test(l)) {
                show = c.name();
                break;
            }
        }
        cards.show(this, show);
    }
}

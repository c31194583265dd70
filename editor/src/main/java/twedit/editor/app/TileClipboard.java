package twedit.editor.app;

import java.awt.datatransfer.Clipboard;
import java.awt.datatransfer.DataFlavor;
import java.awt.datatransfer.StringSelection;
import java.awt.datatransfer.UnsupportedFlavorException;
import java.io.IOException;
import java.util.Optional;
import java.util.function.Supplier;
import twedit.editor.tools.BrushText;
import twedit.editor.tools.ToolBox;
import twedit.model.document.edits.TileBrush;
import twedit.model.map.MapImage;
import twedit.model.map.TileKind;

/**
 * Where copied tiles go: the tool box's clipboard (it outlives the open map) and the system clipboard as text, so a
 * second twedit window or process pastes them too. A system clipboard that is missing or busy is not an error: the
 * tool box's copy still works.
 */
final class TileClipboard {
    private final ToolBox tools;
    private final Supplier<Clipboard> system;
    private volatile boolean systemHasText;
    private java.awt.datatransfer.FlavorListener listener;
    private boolean disposed;
    private final Runnable changed;
    /** The text this window last put on the system clipboard: finding it there again means our own copy. */
    private String ours;

    /**
     * Tiles to paste, with the image they were copied from when known (our own copy: perhaps of another tab); tiles
     * of several layers from another window come as {@code parts} (empty otherwise).
     */
    record Copied(
            TileBrush brush,
            TileKind kind,
            MapImage image,
            twedit.model.transfer.LayerLook look,
            java.util.List<twedit.editor.tools.BrushPart> parts) {}

    /** @param system the system clipboard, or a supplier returning null (or throwing) where there is none */
    TileClipboard(ToolBox tools, Supplier<Clipboard> system, Runnable changed) {
        this.tools = tools;
        this.system = system;
        this.changed = changed;
    }

    /**
     * Starts following the system clipboard. Called once the window shows its map: setting the clipboard up (and a
     * clipboard owner that answers slowly) must not delay the start.
     */
    void connect() {
        Clipboard c = clipboard();
        if (c == null || disposed || listener != null) {
            return;
        }
        listener = e -> {
            systemHasText = hasText();
            changed.run();
        };
        c.addFlavorListener(listener);
        systemHasText = hasText();
        changed.run();
    }

    /** Stops listening to the system clipboard (the window closed): it would keep the window alive. */
    void dispose() {
        disposed = true;
        Clipboard c = clipboard();
        if (c != null && listener != null) {
            c.removeFlavorListener(listener);
        }
        listener = null;
    }

    /** Copies tiles; {@code parts} holds a part per layer when several were copied (else it is empty). */
    void copy(
            TileBrush brush,
            TileKind kind,
            MapImage image,
            twedit.model.transfer.LayerLook look,
            java.util.List<twedit.editor.tools.BrushPart> parts) {
        tools.setClipboard(brush, kind, image, look);
        Clipboard c = clipboard();
        if (c != null) {
            try {
                // every layer's part goes on the system clipboard, so another window pastes them all
                ours = parts.size() > 1 ? BrushText.encodeParts(parts) : BrushText.encode(brush, kind);
                c.setContents(new StringSelection(ours), null);
            } catch (IllegalStateException e) {
                // another program holds the clipboard right now: the tool box's copy is still there
            }
        }
    }

    /**
     * The tiles to paste: the system clipboard's when they are tiles another program (another twedit) put there,
     * else ours, with the image they were copied from.
     */
    Optional<Copied> tiles() {
        Clipboard c = clipboard();
        if (c != null) {
            try {
                if (c.isDataFlavorAvailable(DataFlavor.stringFlavor)) {
                    String text = (String) c.getData(DataFlavor.stringFlavor);
                    java.util.List<BrushText.Tiles> t =
                            text.equals(ours) ? java.util.List.of() : BrushText.decodeParts(text);
                    if (!t.isEmpty()) {
                        java.util.List<twedit.editor.tools.BrushPart> parts = new java.util.ArrayList<>();
                        for (BrushText.Tiles p : t) {
                            parts.add(new twedit.editor.tools.BrushPart(p.brush(), p.kind(), null));
                        }
                        return Optional.of(new Copied(
                                t.get(0).brush(),
                                t.get(0).kind(),
                                null,
                                null,
                                parts.size() > 1 ? java.util.List.copyOf(parts) : java.util.List.of()));
                    }
                }
            } catch (IllegalStateException | UnsupportedFlavorException | IOException e) {
                // unreadable now: fall back to our own copy
            }
        }
        return tools.clipboard() == null
                ? Optional.empty()
                : Optional.of(new Copied(
                        tools.clipboard(),
                        tools.clipboardKind(),
                        tools.clipboardImage(),
                        tools.clipboardLook(),
                        java.util.List.of()));
    }

    /** Whether Paste may find tiles (ours, or text on the system clipboard that may be tiles). */
    boolean mayHaveTiles() {
        return tools.clipboard() != null || systemHasText;
    }

    private boolean hasText() {
        Clipboard c = clipboard();
        try {
            return c != null && c.isDataFlavorAvailable(DataFlavor.stringFlavor);
        } catch (IllegalStateException e) {
            return false;
        }
    }

    private Clipboard clipboard() {
        try {
            return system.get();
        } catch (RuntimeException e) {
            return null; // headless, or a security manager forbids it
        }
    }
}

package twedit.editor.view;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import twedit.model.map.TileKind;
import twedit.model.tiles.DdnetTiles;
import twedit.resources.Assets;

/**
 * The entity overlay atlases of the physics layer kinds (our own art), loaded once per kind, and the entities image
 * chosen for the game layer (as DDNet's editor draws only its game layer with the chosen image); thread-safe.
 */
public final class Overlays {
    private final Map<TileKind, BufferedImage> atlases = new java.util.concurrent.ConcurrentHashMap<>();
    private volatile BufferedImage gameImage;
    private volatile twedit.model.tiles.EntitiesGameType gameType = twedit.model.tiles.EntitiesGameType.DDNET;

    /**
     * Draws the game layer with {@code image} (null: our own art) and explains tiles for {@code type}; whoever
     * calls this repaints what shows the game layer.
     */
    public void setEntities(BufferedImage image, twedit.model.tiles.EntitiesGameType type) {
        gameImage = image;
        gameType = type;
    }

    /** The game type the picker explains tiles for. */
    public twedit.model.tiles.EntitiesGameType gameType() {
        return gameType;
    }

    /** Loads the atlases of the physics layers a map has (safe from a background thread). */
    public void preload(twedit.model.map.TwMap map) {
        for (twedit.model.map.Layer l : map.allLayers()) {
            if (l instanceof twedit.model.map.TileLayer
                    && ((twedit.model.map.TileLayer) l).kind().isPhysics()) {
                atlas(((twedit.model.map.TileLayer) l).kind());
            }
        }
    }

    /** Whether the atlas of {@code kind} is loaded already, so asking for it costs nothing. */
    public boolean isLoaded(TileKind kind) {
        return (kind == TileKind.GAME && gameImage != null) || atlases.containsKey(kind);
    }

    /** The overlay atlas of a physics kind: 1024x1024, tile id N in cell (N % 16, N / 16). */
    public BufferedImage atlas(TileKind kind) {
        BufferedImage chosen = gameImage;
        if (kind == TileKind.GAME && chosen != null) {
            return chosen;
        }
        return atlases.computeIfAbsent(kind, k -> {
            try (InputStream in = Assets.open(Assets.overlayPath(DdnetTiles.atlasName(k)))) {
                BufferedImage img = ImageStore.png(in.readAllBytes());
                return img != null ? img : ImageStore.fallback(k.defaultName(), 1024, 1024);
            } catch (IOException | RuntimeException e) {
                return ImageStore.fallback(k.defaultName(), 1024, 1024);
            }
        });
    }
}

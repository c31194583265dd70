package twedit.model.tiles;

import java.util.Locale;

/**
 * The game type an entities image stands for, as DDNet's editor derives it from the image's name (explanations.h):
 * it decides which explanation the picker gives for a tile. Any other image (a custom one) explains nothing.
 */
public enum EntitiesGameType {
    NONE("None"),
    DDNET("DDNet"),
    FNG("FNG"),
    RACE("Race"),
    VANILLA("Vanilla"),
    BLOCKWORLDS("blockworlds");

    private final String imageName;

    EntitiesGameType(String imageName) {
        this.imageName = imageName;
    }

    /** The name of DDNet's entities image for this game type ({@code editor/entities/NAME.png}). */
    public String imageName() {
        return imageName;
    }

    /**
     * The game type of an entities image named {@code name} (without {@code .png}): DDNet compares the exact names
     * DDNet, FNG, Race, Vanilla and blockworlds; every other name is {@link #NONE}.
     */
    public static EntitiesGameType ofImage(String name) {
        if (name == null) {
            return NONE;
        }
        for (EntitiesGameType t : values()) {
            if (t != NONE && t.imageName.equals(name)) {
                return t;
            }
        }
        return NONE;
    }

    @Override
    public String toString() {
        return imageName.toLowerCase(Locale.ROOT);
    }
}

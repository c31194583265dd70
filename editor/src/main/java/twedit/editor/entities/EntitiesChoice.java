package twedit.editor.entities;

import java.nio.file.Path;
import twedit.model.tiles.EntitiesGameType;

/** Which entities image draws the game layer: ours, one DDNet installs (by name), or a PNG of the user's. */
public sealed interface EntitiesChoice {
    /** Twedit's own entity art, explained as DDNet's. */
    record BuiltIn() implements EntitiesChoice {}

    /** DDNet's {@code editor/entities/NAME.png}. */
    record Installed(String name) implements EntitiesChoice {}

    /** A PNG the user chose. */
    record Custom(Path file) implements EntitiesChoice {}

    /** The game type the picker explains tiles for, as DDNet derives it from the image name. */
    default EntitiesGameType gameType() {
        if (this instanceof BuiltIn) {
            return EntitiesGameType.DDNET;
        }
        if (this instanceof Installed i) {
            return EntitiesGameType.ofImage(i.name());
        }
        // DDNet refuses a custom image named as a standard one, so a custom image never has explanations
        return EntitiesGameType.NONE;
    }

    /** The words the menu and the status bar use for it. */
    default String label() {
        if (this instanceof Installed i) {
            return i.name();
        }
        if (this instanceof Custom c) {
            return "Custom: "
                    + (c.file().getFileName() == null ? c.file() : c.file().getFileName());
        }
        return "Built-in";
    }

    /** The form kept in the preferences. */
    default String key() {
        if (this instanceof Installed i) {
            return "installed:" + i.name();
        }
        if (this instanceof Custom c) {
            return "custom:" + c.file();
        }
        return "builtin";
    }

    /** The choice kept as {@code key}; anything unknown is the built-in art. */
    static EntitiesChoice parse(String key) {
        if (key != null && key.startsWith("installed:") && key.length() > "installed:".length()) {
            return new Installed(key.substring("installed:".length()));
        }
        if (key != null && key.startsWith("custom:") && key.length() > "custom:".length()) {
            try {
                return new Custom(Path.of(key.substring("custom:".length())));
            } catch (RuntimeException e) {
                return new BuiltIn();
            }
        }
        return new BuiltIn();
    }
}

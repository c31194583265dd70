package twedit.editor.media;

import java.nio.file.Path;

/** What the image and sound managers do alike to one item of the map, each change one undoable edit. */
interface MediaCommands<T> {
    Outcome replace(T item, Path file);

    Outcome rename(T item, String name);

    Outcome export(T item, Path file);

    Outcome remove(T item);

    /** The item's name in the map. */
    String name(T item);

    /** A file name for exporting the item. */
    String exportFileName(T item);
}

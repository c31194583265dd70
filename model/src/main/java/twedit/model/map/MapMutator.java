package twedit.model.map;

import java.util.Objects;
import twedit.model.datafile.DataBlock;

/**
 * The one way to change a map: every mutation of its objects, lists and cells. The document hands it to the edit it
 * applies, undoes or redoes, and a decoder uses one while it builds a map no one else sees yet; nothing else may
 * hold one (the architecture tests check this). Objects that join the map through it get their ids here.
 */
public final class MapMutator {
    private final TwMap map;

    /** A mutator of {@code map}: only the document and map construction may make one. */
    public MapMutator(TwMap map) {
        this.map = Objects.requireNonNull(map);
    }

    /** The map this mutator changes. */
    public TwMap map() {
        return map;
    }

    // ---- lists

    /**
     * Inserts {@code value} into a list at {@code index}. It keeps {@code id} when given (a redo, or an element moved
     * from another list), else a map object keeps the id it has and anything else gets a fresh one; what it owns
     * (layers, quads, points, ...) gets ids too.
     *
     * @return the element's id
     */
    public <T> ElementId insert(ListRef<T> list, int index, T value, ElementId id) {
        Objects.requireNonNull(value);
        long given = list.list().insert(index, value, id == null ? 0 : id.value(), map.ids());
        return new ElementId(given);
    }

    /** Appends {@code value} to a list (building a map); see {@link #insert}. */
    public <T> ElementId append(ListRef<T> list, T value) {
        return insert(list, list.list().size(), value, null);
    }

    /**
     * Removes the element at {@code index}, which must be {@code expected} (by identity) when that is not null: a
     * history out of step with the map fails here instead of removing the wrong element.
     *
     * @return the id the element had, to give it back on undo
     */
    public <T> ElementId remove(ListRef<T> list, int index, T expected) {
        long id = list.list().take(index, expected);
        return id == 0 ? null : new ElementId(id);
    }

    /** Replaces the value at {@code index} (a quad, point or source changed); the element keeps its id. */
    public <T> T replace(ListRef<T> list, int index, T value) {
        return list.list().replace(index, Objects.requireNonNull(value));
    }

    /** Moves the element at {@code from} to {@code to} (its index afterwards). */
    public void move(ListRef<?> list, int from, int to) {
        list.list().move(from, to);
    }

    // ---- properties and info

    /** Sets a property of a map object (see {@link Props}). */
    public <T, V> void set(T target, Property<T, V> property, V value) {
        property.set(target, value);
    }

    /** Replaces the map info (author, version, credits, license, settings). */
    public void setInfo(MapInfo info) {
        map.setInfo(info);
    }

    // ---- tile cells

    /** Gives a tile layer a new grid (resize, shift, restore). */
    public void setGrid(TileLayer layer, TileGrid grid) {
        layer.setGrid(grid);
    }

    /** Overwrites the cell at (x, y) of a layer from {@code src} at {@code offset}. */
    public void writeCell(TileLayer layer, int x, int y, byte[] src, int offset) {
        layer.grid().writeCell(x, y, src, offset);
    }

    /** Overwrites a rectangle of a layer's cells, row by row from {@code src}. */
    public void writeRect(TileLayer layer, int x, int y, int w, int h, byte[] src) {
        layer.grid().writeRect(x, y, w, h, src);
    }

    /** Sets byte {@code field} of the cell at (x, y) of a layer. */
    public void setCellByte(TileLayer layer, int x, int y, int field, int value) {
        layer.grid().set(x, y, field, value);
    }

    /**
     * After a revert restored a layer's cells to what a file block holds, re-attaches that block, so an undone map
     * saves byte for byte as read.
     */
    public void restoreSource(TileLayer layer, DataBlock source) {
        TileGrid g = layer.grid();
        if (source != null && g.source() == null) {
            layer.setGrid(new TileGrid(g.width(), g.height(), g.cellBytes(), g.rawCells(), source));
        }
    }
}

package twedit.model.map;

/** A position or texture coordinate in the file's fixed-point units (map-format.md "Point", "Quad"). */
public record Point(int x, int y) {}

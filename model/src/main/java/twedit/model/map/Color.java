package twedit.model.map;

/** An RGBA colour as the map stores it: four i32 that normally hold 0..255 (kept as read, never clamped). */
public record Color(int r, int g, int b, int a) {
    public static final Color WHITE = new Color(255, 255, 255, 255);
}

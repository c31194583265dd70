package twedit.model.automap;

/** A {@code Modulo MX MY OX OY} line: passes where (x + OX) % MX == 0 and (y + OY) % MY == 0 (modulus 0 counts as 1). */
public record Modulo(int mx, int my, int ox, int oy) {
    /** Whether the cell at (x, y) passes, with C (and Java) remainder semantics for negative values. */
    public boolean matches(int x, int y) {
        int m = mx == 0 ? 1 : mx;
        int n = my == 0 ? 1 : my;
        return (x + ox) % m == 0 && (y + oy) % n == 0;
    }
}

package twedit.model.links;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import twedit.model.map.Location;
import twedit.model.map.TileLayer;

/**
 * Cells of one tile layer as sorted cell indices (y * width + x), packed so a layer full of teles costs 4 bytes a
 * cell; with their centroid and, on demand, their clusters (8-connected groups) for drawing one line per group.
 */
public final class CellSet {
    /** Above this many cells, clusters are square blocks of cells instead of connected groups (to stay fast). */
    static final int EXACT_CLUSTER_LIMIT = 50_000;

    private static final int BLOCK = 32;

    private final TileLayer layer;
    private final int width;
    private final int[] cells;
    private List<Cluster> clusters;

    /** A set over {@code cells} (sorted ascending, taken, not copied) of a layer {@code width} cells wide. */
    CellSet(TileLayer layer, int width, int[] cells) {
        this.layer = layer;
        this.width = width;
        this.cells = cells;
    }

    /** A group of cells drawn as one end of a line: its centre (in cells) and a cell of it to jump to. */
    public record Cluster(double centerX, double centerY, int count, int firstX, int firstY) {}

    public TileLayer layer() {
        return layer;
    }

    public int count() {
        return cells.length;
    }

    public boolean isEmpty() {
        return cells.length == 0;
    }

    public int x(int i) {
        return cells[i] % width;
    }

    public int y(int i) {
        return cells[i] / width;
    }

    /** Whether the set holds cell (x, y). */
    public boolean contains(int x, int y) {
        return x >= 0 && x < width && Arrays.binarySearch(cells, y * width + x) >= 0;
    }

    /** The first cell (top-most, then left-most) as a location, for jumping there. */
    public Location first() {
        return Location.cells(layer, x(0), y(0), 1, 1);
    }

    /** The centre of all cells, in cells (cell (x, y) has its centre at x + 0.5). */
    public double centerX() {
        double sum = 0;
        for (int c : cells) {
            sum += c % width;
        }
        return sum / cells.length + 0.5;
    }

    public double centerY() {
        double sum = 0;
        for (int c : cells) {
            sum += c / width;
        }
        return sum / cells.length + 0.5;
    }

    /** The clusters: 8-connected groups, or 32x32 blocks for very large sets; computed once. */
    public List<Cluster> clusters() {
        if (clusters == null) {
            clusters = List.copyOf(cells.length > EXACT_CLUSTER_LIMIT ? blocks() : connected());
        }
        return clusters;
    }

    private List<Cluster> connected() {
        int n = cells.length;
        int[] parent = new int[n];
        for (int i = 0; i < n; i++) {
            parent[i] = i;
            int x = cells[i] % width;
            // neighbours seen before in row-major order: left, and the three above
            join(parent, i, x > 0 ? cells[i] - 1 : -1);
            int up = cells[i] - width;
            if (up >= 0) {
                join(parent, i, up);
                join(parent, i, x > 0 ? up - 1 : -1);
                join(parent, i, x < width - 1 ? up + 1 : -1);
            }
        }
        int[] slot = new int[n];
        Arrays.fill(slot, -1);
        List<double[]> acc = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int r = root(parent, i);
            if (slot[r] < 0) {
                slot[r] = acc.size();
                acc.add(new double[] {0, 0, 0, cells[i]});
            }
            double[] a = acc.get(slot[r]);
            a[0] += cells[i] % width;
            a[1] += cells[i] / width;
            a[2]++;
        }
        return toClusters(acc);
    }

    private void join(int[] parent, int i, int neighbour) {
        if (neighbour < 0) {
            return;
        }
        int j = Arrays.binarySearch(cells, 0, i, neighbour);
        if (j >= 0) {
            int a = root(parent, i);
            int b = root(parent, j);
            if (a != b) {
                parent[Math.max(a, b)] = Math.min(a, b);
            }
        }
    }

    private static int root(int[] parent, int i) {
        while (parent[i] != i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    }

    private List<Cluster> blocks() {
        int bw = (width + BLOCK - 1) / BLOCK;
        java.util.Map<Integer, double[]> acc = new java.util.LinkedHashMap<>();
        for (int c : cells) {
            int x = c % width;
            int y = c / width;
            double[] a = acc.computeIfAbsent((y / BLOCK) * bw + x / BLOCK, k -> new double[] {0, 0, 0, c});
            a[0] += x;
            a[1] += y;
            a[2]++;
        }
        return toClusters(new ArrayList<>(acc.values()));
    }

    private List<Cluster> toClusters(List<double[]> acc) {
        List<Cluster> out = new ArrayList<>(acc.size());
        for (double[] a : acc) {
            int first = (int) a[3];
            out.add(new Cluster(a[0] / a[2] + 0.5, a[1] / a[2] + 0.5, (int) a[2], first % width, first / width));
        }
        return out;
    }

    @Override
    public String toString() {
        return count() + " cells of " + layer;
    }
}

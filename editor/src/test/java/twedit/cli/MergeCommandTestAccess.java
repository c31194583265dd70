package twedit.cli;

import java.nio.file.Path;

/** The map-making helpers of {@link MergeCommandTest} for the editor's merge tests in other packages. */
public final class MergeCommandTestAccess {
    private MergeCommandTestAccess() {}

    public static Path withCell(Path map, Path out, int x, int y, int id) throws Exception {
        return MergeCommandTest.withCell(map, out, x, y, id);
    }

    public static int[] air(Path map) throws Exception {
        return MergeCommandTest.air(map);
    }
}

package twedit.model.doctor;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import twedit.model.codec.SourceForm;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * Tile layers stored in Teeworlds 0.7's compressed form (tilemap version 4, runs of equal tiles), judged for DDNet.
 * DDNet before 17.2 (Debian's 16.4 among them) does not expand them: its CLayers::InitTilemapSkip writes a skip value
 * into every tile of every tiles layer as if the data block held width x height tiles, so it writes past a compressed
 * block and the server crashes (SIGSEGV or a heap abort) while loading the map. 17.2 and later expand the runs when
 * loading (CMap::ExtractTiles). The fix is saving the map in DDNet form.
 */
final class PackedTilesCheck implements Check {
    static final String ID = "tiles.packed07";
    static final String WHAT = "tiles stored in Teeworlds 0.7's compressed form: DDNet before 17.2 (Debian's 16.4"
            + " among them) crashes loading the map; 17.2 and later expand them";

    private final Predicate<TileLayer> packed;

    /** A check of the layers {@code packed} says are stored compressed. */
    PackedTilesCheck(Predicate<TileLayer> packed) {
        this.packed = packed;
    }

    @Override
    public List<Finding> check(TwMap map) {
        List<Finding> out = new ArrayList<>();
        for (int gi = 0; gi < map.groups().size(); gi++) {
            Group g = map.groups().get(gi);
            for (int li = 0; li < g.layers().size(); li++) {
                Layer l = g.layers().get(li);
                if (l instanceof TileLayer t && packed.test(t)) {
                    out.add(Finding.error(
                            ID,
                            Where.layer(g, gi, li),
                            WHAT,
                            Repair.saveIn(SourceForm.DDNET, "save the map in DDNet form (twedit convert --to ddnet)")));
                }
            }
        }
        return out;
    }
}

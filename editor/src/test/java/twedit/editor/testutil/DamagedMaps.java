package twedit.editor.testutil;

import java.util.ArrayList;
import java.util.List;
import twedit.model.codec.ItemTypes;
import twedit.model.codec.MapEncoder;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.Datafile;
import twedit.model.datafile.DatafileItem;
import twedit.model.datafile.DatafileWriter;
import twedit.model.testutil.TestMaps;

/** Map files with damage the editor reads all the same, for tests of what it does with them. */
public final class DamagedMaps {
    private DamagedMaps() {}

    /**
     * The kitchen-sink map with its sound's data index -1: DDNet loads it, and so does the strict reader, with a
     * warning (the sound has no data), so the editor opens it as a damaged file.
     */
    public static byte[] tolerated() throws Exception {
        Datafile df = new MapEncoder(SaveOptions.DDNET).encode(TestMaps.kitchenSink());
        List<DatafileItem> items = new ArrayList<>();
        for (DatafileItem it : df.items()) {
            int[] d = it.data().clone();
            if (it.type() == ItemTypes.SOUND) {
                d[3] = -1;
            }
            items.add(new DatafileItem(it.type(), it.id(), d));
        }
        return new DatafileWriter().write(Datafile.of(items, df.data()));
    }
}

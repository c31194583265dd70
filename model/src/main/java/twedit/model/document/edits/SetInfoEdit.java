package twedit.model.document.edits;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import twedit.model.map.ListKind;
import twedit.model.map.MapInfo;
import twedit.model.map.MapMutator;
import twedit.model.map.TwMap;

/** Replaces the map info (author, version, credits, license, server settings); consecutive ones merge. */
public final class SetInfoEdit implements Edit {
    private final String label;
    private final TwMap map;
    private final MapInfo oldInfo;
    private final MapInfo newInfo;

    public SetInfoEdit(String label, TwMap map, MapInfo info) {
        this(label, map, map.info(), info == null ? MapInfo.EMPTY : info);
    }

    private SetInfoEdit(String label, TwMap map, MapInfo oldInfo, MapInfo newInfo) {
        this.label = label;
        this.map = map;
        this.oldInfo = oldInfo;
        this.newInfo = newInfo;
    }

    @Override
    public void apply(MapMutator m) {
        m.setInfo(newInfo);
    }

    @Override
    public void revert(MapMutator m) {
        m.setInfo(oldInfo);
    }

    @Override
    public String label() {
        return label;
    }

    @Override
    public List<Change> changes() {
        List<Change> out = new ArrayList<>();
        if (!Objects.equals(oldInfo.author(), newInfo.author())
                || !Objects.equals(oldInfo.version(), newInfo.version())
                || !Objects.equals(oldInfo.credits(), newInfo.credits())
                || !Objects.equals(oldInfo.license(), newInfo.license())) {
            out.add(new Change.InfoChanged());
        }
        if (!Objects.equals(oldInfo.settings(), newInfo.settings())) {
            out.add(new Change.ListChanged(ListKind.SETTINGS, map));
        }
        return out;
    }

    @Override
    public long historyBytes() {
        return 64 + size(oldInfo) + size(newInfo);
    }

    private static long size(MapInfo i) {
        long n = 48 + Sizes.of(i.author()) + Sizes.of(i.version()) + Sizes.of(i.credits()) + Sizes.of(i.license());
        for (String s : i.settingsOrEmpty()) {
            n += Sizes.of(s);
        }
        return n;
    }

    @Override
    public boolean isNoOp() {
        return oldInfo.equals(newInfo);
    }

    @Override
    public Edit mergeWith(Edit next) {
        if (next instanceof SetInfoEdit o && o.map == map) {
            return new SetInfoEdit(label, map, oldInfo, o.newInfo);
        }
        return null;
    }
}

package twedit.model.doctor;

import java.util.ArrayList;
import java.util.List;
import twedit.model.automap.Automapper;
import twedit.model.document.edits.Edits;
import twedit.model.map.AutomapperConfig;
import twedit.model.map.Group;
import twedit.model.map.Props;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * Automapper settings (community rules, map-format.md "Auto Mappers"): only plain tiles layers keep them (DDNet
 * saves no others), the seed is 0..1,000,000,000, the configuration -1 or more, and only the automatic flag is set.
 */
final class AutomapperCheck implements Check {
    @Override
    public List<Finding> check(TwMap map) {
        List<Finding> out = new ArrayList<>();
        for (int gi = 0; gi < map.groups().size(); gi++) {
            Group g = map.groups().get(gi);
            for (int li = 0; li < g.layers().size(); li++) {
                if (!(g.layers().get(li) instanceof TileLayer t) || t.automapper() == null) {
                    continue;
                }
                Where.Place where = Where.layer(g, gi, li);
                AutomapperConfig a = t.automapper();
                if (t.kind().isPhysics()) {
                    if (a.config() < 0 && a.flags() == 0) {
                        // "no automapper", which older DDNet editors wrote for every layer: nothing to act on
                        continue;
                    }
                    out.add(Finding.warning(
                            "automapper.physics",
                            where,
                            t.kind().defaultName()
                                    + " layer has automapper settings, which only tiles layers keep (they are not saved)",
                            Repair.of("remove the settings", m -> Edits.set(t, Props.TILES_AUTOMAPPER, null))));
                    continue;
                }
                AutomapperConfig fixed = new AutomapperConfig(
                        Math.max(-1, a.config()),
                        Math.max(0, Math.min(Automapper.MAX_SEED, a.seed())),
                        a.flags() & AutomapperConfig.FLAG_AUTOMATIC);
                if (!fixed.equals(a)) {
                    out.add(Finding.warning(
                            "automapper.settings",
                            where,
                            "automapper settings out of range (config " + a.config() + ", seed " + a.seed() + ", flags "
                                    + a.flags() + ")",
                            Repair.of(
                                    "clamp them (config -1.., seed 0.." + Automapper.MAX_SEED
                                            + ", only the automatic flag)",
                                    m -> Edits.set(t, Props.TILES_AUTOMAPPER, fixed))));
                }
            }
        }
        return out;
    }
}

package twedit.editor.app;

import java.util.List;
import twedit.editor.automap.AutomapFeature;
import twedit.editor.compare.CompareFeature;
import twedit.editor.doctor.DoctorFeature;
import twedit.editor.driftline.DriftlineFeature;
import twedit.editor.envelopes.AnimationFeature;
import twedit.editor.feature.Feature;
import twedit.editor.help.HelpFeature;
import twedit.editor.info.InfoFeature;
import twedit.editor.keys.KeysFeature;
import twedit.editor.layermoves.LayerMovesFeature;
import twedit.editor.layerview.LayerViewFeature;
import twedit.editor.links.LinksFeature;
import twedit.editor.media.MediaFeature;
import twedit.editor.merge.MergeFeature;
import twedit.editor.optimize.OptimizeFeature;
import twedit.editor.physics.ui.PhysicsFeature;
import twedit.editor.select.ReplaceFeature;
import twedit.editor.select.SelectFeature;
import twedit.editor.size.SizeFeature;
import twedit.editor.testmap.TestMapFeature;

/** The editor's features, fresh for one window, in the order it assembles them (the order of their tabs). */
final class StandardFeatures {
    private StandardFeatures() {}

    static List<Feature> create() {
        PhysicsFeature physics = new PhysicsFeature();
        return List.of(
                new LayerViewFeature(),
                new LayerMovesFeature(),
                physics,
                new AnimationFeature(),
                new MediaFeature(),
                new AutomapFeature(),
                new twedit.editor.gametiles.GameTilesFeature(),
                new twedit.editor.toolbox.ToolboxFeature(),
                new twedit.editor.art.ArtFeature(),
                new twedit.editor.toolbox.FontTyperFeature(),
                new DoctorFeature(),
                new LinksFeature(physics::params),
                new CompareFeature(),
                new MergeFeature(),
                new SizeFeature(),
                new DriftlineFeature(),
                new OptimizeFeature(),
                new InfoFeature(),
                new SelectFeature(),
                new ReplaceFeature(),
                new TestMapFeature(),
                new KeysFeature(),
                new twedit.editor.wayfinding.LayerPickFeature(),
                new twedit.editor.wayfinding.TileInfoFeature(),
                new twedit.editor.wayfinding.NavigationFeature(),
                new twedit.editor.wayfinding.ProofFeature(),
                new twedit.editor.entities.EntitiesFeature(),
                new twedit.editor.append.AppendFeature(),
                new HelpFeature());
    }
}

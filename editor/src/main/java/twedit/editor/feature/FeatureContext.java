package twedit.editor.feature;

import java.awt.Window;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.prefs.Preferences;
import twedit.editor.files.FileActions;
import twedit.editor.panels.StatusBar;
import twedit.editor.state.Workspace;
import twedit.editor.tools.ToolBox;
import twedit.editor.view.ImageStore;
import twedit.editor.view.MapView;
import twedit.editor.view.Overlays;
import twedit.model.io.MapFiles;

/**
 * What the window gives each feature: the shared state and core parts, the file handling, the placed panels and the
 * services from outside.
 *
 * @param owner the parent of the feature's dialogs
 * @param prefs the user's preference node (features keep their settings in it)
 * @param env the environment and {@code home} locate the user's data and recovery folders
 * @param dataDir the DDNet data directory, looked up each time (the user may choose another)
 * @param checks which validator each open document is held to (features add theirs)
 * @param interchange how copied tiles cross between documents of different formats (features add theirs)
 */
public record FeatureContext(
        Window owner,
        Workspace workspace,
        ToolBox tools,
        MapView view,
        StatusBar status,
        FileActions files,
        Panels panels,
        MapFiles mapFiles,
        ImageStore images,
        Overlays overlays,
        Preferences prefs,
        Map<String, String> env,
        Path home,
        Supplier<Optional<Path>> dataDir,
        DocumentChecks checks,
        TileInterchange interchange) {}

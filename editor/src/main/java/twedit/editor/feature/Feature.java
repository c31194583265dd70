package twedit.editor.feature;

/**
 * A part of the editor (physics, quads and envelopes, media, automap, doctor, Driftline, map info...) that adds its
 * panels, menus, tools and file handling to the window: to add one, implement this and list it where the window's
 * features are listed.
 */
public interface Feature {
    /**
     * Builds what the feature needs from the start and tells the window what it contributes. Keep this quick: panels
     * are built later by their factories, after the window's first frame when it defers them.
     */
    void install(FeatureContext context, Contributions contributions);
}

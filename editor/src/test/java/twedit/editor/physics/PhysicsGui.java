package twedit.editor.physics;

import twedit.editor.testutil.EditorGui;

/** The editor window for the physics, info and Driftline GUI tests (see {@link EditorGui}). */
public final class PhysicsGui extends EditorGui {
    public PhysicsGui(boolean dark) {
        super(dark);
    }
}

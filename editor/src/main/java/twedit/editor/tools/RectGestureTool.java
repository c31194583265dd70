package twedit.editor.tools;

import twedit.editor.state.Workspace;

/** A tool that drags out a rectangle of tiles (fill, select): the gesture follows drags and is cancelled as one. */
abstract class RectGestureTool implements Tool {
    final Workspace ws;
    final ToolBox box;
    final RectGesture gesture = new RectGesture();

    RectGestureTool(Workspace ws, ToolBox box) {
        this.ws = ws;
        this.box = box;
    }

    @Override
    public final void drag(ToolEvent e) {
        if (gesture.active()) {
            gesture.update(e);
        }
    }

    @Override
    public final void cancel() {
        gesture.cancel();
    }

    @Override
    public final boolean busy() {
        return gesture.active();
    }
}

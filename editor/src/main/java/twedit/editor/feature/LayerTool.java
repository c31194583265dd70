package twedit.editor.feature;

import java.util.function.Function;
import twedit.editor.tools.Tool;
import twedit.model.map.Layer;

/**
 * A tool that edits some layers (quads, sound sources, Driftline entities) in place of the tile tools.
 *
 * @param forLayer the tool for a layer it edits, else null
 * @param deferred registered once the panels waiting for the first frame are built (the tool is built with them)
 */
public record LayerTool(Function<Layer, Tool> forLayer, boolean deferred) {}

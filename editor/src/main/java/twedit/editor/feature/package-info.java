/**
 * The one feature interface: a {@link twedit.editor.feature.Feature} is one class that receives what it needs in a
 * {@link twedit.editor.feature.FeatureContext} and tells the window what it adds through
 * {@link twedit.editor.feature.Contributions}: side and bottom panels (built after the first frame when the window
 * defers them), tile palettes, menu items, layer tools, file formats, file steps, and what runs once the window shows
 * or closes. The window only assembles the features, in a fixed order.
 */
package twedit.editor.feature;

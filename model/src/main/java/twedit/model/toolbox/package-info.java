/**
 * Tools from DDNet's editor toolbox that build tiles: {@link twedit.model.toolbox.PlaceBorder} and the font typer's
 * cursor ({@link twedit.model.toolbox.FontTyper}).
 */
package twedit.model.toolbox;

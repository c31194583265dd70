/** Tools from DDNet's editor toolbox that build tiles: {@link twedit.model.toolbox.PlaceBorder}. */
package twedit.model.toolbox;

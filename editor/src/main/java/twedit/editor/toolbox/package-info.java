/** DDNet's toolbox tools that build tiles, in the editor: Place border. */
package twedit.editor.toolbox;

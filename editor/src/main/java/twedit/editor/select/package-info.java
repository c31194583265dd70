/**
 * Find, select and replace in the editor: the select tool's and magic wand's options in the Tools menu, and the
 * "Find and Replace Tiles..." dialog over the model's {@code twedit.model.replace} service.
 */
package twedit.editor.select;

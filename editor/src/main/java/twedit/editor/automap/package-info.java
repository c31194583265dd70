/**
 * Automapping in the editor: finding a tiles layer's rules, its stored settings (configuration, seed, automatic),
 * running the automapper in the background as one undo step, live automapping after painting, and a rules editor
 * with syntax highlighting and the parser's diagnostics inline; the feature adds the Automap tab.
 */
package twedit.editor.automap;

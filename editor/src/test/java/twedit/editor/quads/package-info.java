/** Tests of quad editing: geometry helpers and the create, drag, colour, animate, save and reopen workflow. */
package twedit.editor.quads;

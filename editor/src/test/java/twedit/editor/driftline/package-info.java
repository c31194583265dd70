/** Tests of Driftline map editing: the lossless editing mapping and the editor workflow. */
package twedit.editor.driftline;

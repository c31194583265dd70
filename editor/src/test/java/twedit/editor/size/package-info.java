/** Tests of the Size panel: rows, total, refreshing after edits and on opening another map, jumping to a row. */
package twedit.editor.size;

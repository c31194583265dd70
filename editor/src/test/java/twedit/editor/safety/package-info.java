/** Tests of autosave and recovery: a real crash (kill -9 of a child editor) loses at most the last seconds. */
package twedit.editor.safety;

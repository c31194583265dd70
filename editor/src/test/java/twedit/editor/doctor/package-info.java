/** Tests of the map doctor in the editor: salvaging open, the Problems panel, checked save, autosave and recovery. */
package twedit.editor.doctor;

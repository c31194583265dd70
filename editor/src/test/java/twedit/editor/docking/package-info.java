/** Tests of the docked panels: the saved layout, its text form, the default layout. */
package twedit.editor.docking;

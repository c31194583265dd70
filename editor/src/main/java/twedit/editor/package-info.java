/** The Swing editor application and its entry point. */
package twedit.editor;

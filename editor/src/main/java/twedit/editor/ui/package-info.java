/** Small Swing helpers the editor's panels share: named buttons, HTML-safe text. */
package twedit.editor.ui;

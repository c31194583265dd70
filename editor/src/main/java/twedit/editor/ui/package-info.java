/** Small Swing helpers the editor's panels share: named buttons, HTML-safe text, questions with a safe default. */
package twedit.editor.ui;

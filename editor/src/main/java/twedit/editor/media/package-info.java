/**
 * The image and sound managers: panels listing the map's images and sounds with their users, and the commands
 * that add, replace, rename, export, embed or remove them through the document; the feature adds them as two tabs.
 */
package twedit.editor.media;

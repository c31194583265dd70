/**
 * Memory: what opening a map will take, what to drop and say when memory runs out on any thread, and the memory
 * label of the status bar.
 */
package twedit.editor.memory;

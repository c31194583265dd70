/**
 * Map files in the editor, as Tiled's map format plug-ins: each {@link twedit.editor.files.MapFormat} reads and writes
 * one kind of file (the Teeworlds/DDNet {@code .map} datafile, Driftline {@code .json}), a
 * {@link twedit.editor.files.MapFormats} registry picks the format of a path and names the file chooser's filters,
 * and every open and save runs through the same ordered {@link twedit.editor.files.FileStep}s (the doctor's salvage
 * and checked save are one of them).
 */
package twedit.editor.files;

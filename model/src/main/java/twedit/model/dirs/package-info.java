/**
 * Where DDNet and twedit keep files on this machine, found one way for the editor and the command line:
 * {@link twedit.model.dirs.DataHome} (the XDG data folder), {@link twedit.model.dirs.DataDirs} (the DDNet data
 * directory) and {@link twedit.model.dirs.RulesLookup} (an image's automapper rules).
 */
package twedit.model.dirs;

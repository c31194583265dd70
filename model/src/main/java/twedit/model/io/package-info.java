/** Loading and saving map files: atomic writes, so a crash mid-save never damages the previous file. */
package twedit.model.io;

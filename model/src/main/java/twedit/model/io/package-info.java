/** Loading and saving map files: atomic writes, so a crash mid-save never damages the previous file, and a replaced
 * file keeps its mode. */
package twedit.model.io;

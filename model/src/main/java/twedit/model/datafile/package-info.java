/**
 * The Teeworlds datafile container (spec: datafile-format.md): items and data blocks, with no map meaning.
 * Reading checks every size and index before it allocates or follows it (map-checks.md items 1-8).
 */
package twedit.model.datafile;

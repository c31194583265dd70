/** File > Resolve Merge...: a three-way merge's conflicts listed, marked on the map and resolved (issue 39). */
package twedit.editor.merge;

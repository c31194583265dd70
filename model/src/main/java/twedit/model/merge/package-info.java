/**
 * The semantic three-way merge of maps (issue 39): two versions of a map that share a base merge object by object,
 * tile layers cell by cell, paired as {@code twedit.model.diff} pairs them; what both sides changed differently is a
 * {@link twedit.model.merge.Conflict} that keeps our side.
 */
package twedit.model.merge;

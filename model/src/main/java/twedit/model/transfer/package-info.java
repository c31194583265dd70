/**
 * What moves between two maps when tiles or quads are pasted from one into another: their image (found in the target
 * by content or name, else brought along) and the envelopes of pasted quads, planned as edits of the target map.
 */
package twedit.model.transfer;

/**
 * Checking and repairing maps (map-checks.md): a {@link twedit.model.doctor.Validator} composed of small checks
 * reports {@link twedit.model.doctor.Finding}s with a severity, a location and, where one exists, a
 * {@link twedit.model.doctor.Repair} that builds an undoable {@link twedit.model.document.edits.Edit};
 * {@link twedit.model.doctor.Doctor#fixAll} applies them until nothing fixable is left, and
 * {@link twedit.model.doctor.Salvage} loads what can be trusted of a file DDNet refuses.
 */
package twedit.model.doctor;

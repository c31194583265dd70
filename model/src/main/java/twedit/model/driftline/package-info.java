/**
 * The Driftline JSON map format v1 (spec: driftline-map-v1.md): reading with normalization and validation,
 * and the canonical JSON string with its sha256 checksum.
 */
package twedit.model.driftline;

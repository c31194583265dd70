package twedit.model.diff;

import java.util.Optional;
import java.util.SortedMap;
import twedit.model.map.Location;
import twedit.model.map.TileKind;

/**
 * One difference between two maps. Each names what it is about ({@link #subject()}), reads as one line
 * ({@link #text()}) and, when the second map still has it, points at it there ({@link #location()}).
 */
public sealed interface Difference {
    /** The kind of thing that differs, for data output: info, setting, image, sound, envelope, group, layer, ... */
    String kind();

    /** What it is about, e.g. "image 'grass_main'" or "Game". */
    String subject();

    /** The whole line a tester reads. */
    String text();

    /** Where it is in the second map; empty for what only the first map has. */
    Optional<Location> location();

    /** An info field (author, version, credits, license) with other text. */
    record InfoField(String field, String before, String after) implements Difference {
        @Override
        public String kind() {
            return "info";
        }

        @Override
        public String subject() {
            return "info " + field;
        }

        @Override
        public String text() {
            return subject() + ": '" + before + "' -> '" + after + "'";
        }

        @Override
        public Optional<Location> location() {
            return Optional.of(Location.info(Location.InfoField.valueOf(field.toUpperCase(java.util.Locale.ROOT))));
        }
    }

    /** A server setting line only one of the maps has. */
    record Setting(String line, Change change) implements Difference {
        @Override
        public String kind() {
            return "setting";
        }

        @Override
        public String subject() {
            return "setting '" + line + "'";
        }

        @Override
        public String text() {
            return subject() + " " + change.word();
        }

        @Override
        public Optional<Location> location() {
            return Optional.of(Location.info(Location.InfoField.SETTINGS));
        }
    }

    /**
     * An image, sound, envelope, group or layer added, removed or changed (its detail says how).
     *
     * @param kind image, sound, envelope, group or layer
     * @param after where it is in the second map (null when removed)
     */
    record Thing(String kind, String subject, Change change, String detail, Location after) implements Difference {
        @Override
        public String text() {
            return subject + " " + change.word() + (detail.isEmpty() ? "" : ": " + detail);
        }

        @Override
        public Optional<Location> location() {
            return Optional.ofNullable(after);
        }
    }

    /**
     * Cells of a tile layer that differ, with their bounding box (inclusive) and, per tile name, how many cells
     * gained or lost it, and how many kept their tile with another number, flags, delay or speed ({@code altered}).
     * Design layers count "placed", "changed" and "cleared" tiles instead of names. {@code changed} marks the cells
     * (row-major over the second layer's width and height) that differ there, for views that draw them.
     */
    record Cells(
            String subject,
            TileKind layerKind,
            int count,
            int x0,
            int y0,
            int x1,
            int y1,
            SortedMap<String, Integer> gained,
            SortedMap<String, Integer> lost,
            SortedMap<String, Integer> altered,
            java.util.BitSet changed,
            Location after)
            implements Difference {
        /** Keeps its own copy of the mask. */
        public Cells {
            changed = (java.util.BitSet) changed.clone();
        }

        /** The mask of changed cells (a copy). */
        @Override
        public java.util.BitSet changed() {
            return (java.util.BitSet) changed.clone();
        }

        @Override
        public String kind() {
            return "cells";
        }

        @Override
        public String text() {
            StringBuilder b = new StringBuilder(subject)
                    .append(": ")
                    .append(count)
                    .append(count == 1 ? " cell" : " cells")
                    .append(" changed in ")
                    .append(x0)
                    .append(',')
                    .append(y0)
                    .append('-')
                    .append(x1)
                    .append(',')
                    .append(y1);
            String sep = ": ";
            for (var e : gained.entrySet()) {
                b.append(sep).append('+').append(e.getValue()).append(' ').append(e.getKey());
                sep = ", ";
            }
            for (var e : lost.entrySet()) {
                b.append(sep).append('-').append(e.getValue()).append(' ').append(e.getKey());
                sep = ", ";
            }
            for (var e : altered.entrySet()) {
                b.append(sep)
                        .append(e.getValue())
                        .append(' ')
                        .append(e.getKey())
                        .append(" altered");
                sep = ", ";
            }
            return b.toString();
        }

        @Override
        public Optional<Location> location() {
            return Optional.ofNullable(after);
        }
    }

    /** Quads or sound sources of a layer added, removed, moved (only their position differs) or otherwise changed. */
    record Objects(String subject, String what, int added, int removed, int moved, int changed, Location after)
            implements Difference {
        @Override
        public String kind() {
            return what.replace(' ', '_');
        }

        @Override
        public String text() {
            StringBuilder b = new StringBuilder(subject).append(": ").append(what);
            String sep = " ";
            for (var p :
                    new Object[][] {{added, "added"}, {removed, "removed"}, {moved, "moved"}, {changed, "changed"}}) {
                if ((int) p[0] > 0) {
                    b.append(sep).append(p[0]).append(' ').append(p[1]);
                    sep = ", ";
                }
            }
            return b.toString();
        }

        @Override
        public Optional<Location> location() {
            return Optional.ofNullable(after);
        }
    }
}

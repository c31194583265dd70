package twedit.model.document;

import static twedit.model.document.DocTesting.assertSameBytes;
import static twedit.model.document.DocTesting.bytes;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import twedit.model.map.TwMap;

/**
 * Random sequences of edits (with strokes, cancelled strokes, groups and undo/redo in between) on real corpus
 * maps: undoing everything gives the original saved bytes, redoing everything the final ones, and every history
 * position in between saves exactly as it did when it was reached.
 */
class DocumentPropertiesTest {
    /** One random step: what to do (see {@link RandomEdits}) and the seed for its parameters. */
    record Op(int kind, long seed) {
        @Override
        public String toString() {
            return RandomEdits.name(kind) + "#" + seed;
        }
    }

    @Provide
    Arbitrary<List<Op>> ops() {
        Arbitrary<Op> op = Combinators.combine(
                        Arbitraries.integers().between(0, RandomEdits.KINDS - 1), Arbitraries.longs())
                .as(Op::new);
        return op.list().ofMinSize(1).ofMaxSize(16);
    }

    @Property(tries = 40)
    void undoAllGivesTheOriginalAndRedoAllTheFinalMap(@ForAll("ops") List<Op> ops, @ForAll("mapNames") String mapName) {
        TwMap map = DocTesting.load(mapName);
        MapDocument doc = new MapDocument(map);
        List<byte[]> states = new ArrayList<>();
        states.add(bytes(map));
        for (Op op : ops) {
            int before = doc.historyPosition();
            new RandomEdits(doc, new Random(op.seed())).run(op.kind());
            int pos = doc.historyPosition();
            if (op.kind() == RandomEdits.UNDO || op.kind() == RandomEdits.REDO) {
                assertSameBytes(bytes(map), states.get(pos), "after " + op);
            } else if (pos == before + 1) {
                // a new step: it replaces whatever could have been redone from here
                states.subList(pos, states.size()).clear();
                states.add(bytes(map));
            } else {
                // nothing recorded (a no-op or a cancelled stroke): the map must be as it was
                assertSameBytes(bytes(map), states.get(before), "after unrecorded " + op);
            }
            if (states.size() != doc.historySize() + 1) {
                throw new AssertionError("history has " + doc.historySize() + " steps, expected " + (states.size() - 1)
                        + " after " + op);
            }
        }
        byte[] last = bytes(map);
        int end = doc.historyPosition();
        while (doc.canUndo()) {
            doc.undo();
            assertSameBytes(bytes(map), states.get(doc.historyPosition()), "undo to " + doc.historyPosition());
        }
        assertSameBytes(bytes(map), states.get(0), "everything undone");
        while (doc.historyPosition() < end) {
            doc.redo();
            assertSameBytes(bytes(map), states.get(doc.historyPosition()), "redo to " + doc.historyPosition());
        }
        assertSameBytes(bytes(map), last, "redone up to where the sequence ended");
        while (doc.redo()) {
            assertSameBytes(bytes(map), states.get(doc.historyPosition()), "redo to " + doc.historyPosition());
        }
    }

    @Provide
    Arbitrary<String> mapNames() {
        return Arbitraries.of("dm1.map", "ctf1.map", "coverage.map");
    }
}

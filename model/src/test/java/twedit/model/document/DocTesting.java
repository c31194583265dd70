package twedit.model.document;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import twedit.model.codec.MapDecoder;
import twedit.model.codec.MapEncoder;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.DatafileWriter;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.edits.Change;
import twedit.model.document.edits.Edit;
import twedit.model.map.TwMap;
import twedit.model.testutil.Corpus;

/** Shared helpers of the document tests: corpus loading, saved bytes and the apply/undo/redo contract. */
final class DocTesting {
    private DocTesting() {}

    /** A map of DDNet's data, e.g. "dm1.map" (skips locally, fails on CI when the corpus is missing). */
    static TwMap load(String name) {
        // found outside the try: a missing corpus is the skip (or CI's failure) Corpus decides, not a load failure
        java.nio.file.Path file = Corpus.ddnetMap("maps/" + name);
        try {
            return new MapDecoder(ReadLimits.DDNET).read(file).map();
        } catch (Exception e) {
            throw new AssertionError("cannot load " + name, e);
        }
    }

    /** The bytes the map saves to in DDNet form. */
    static byte[] bytes(TwMap map) {
        try {
            return new DatafileWriter().write(new MapEncoder(SaveOptions.DDNET).encode(map));
        } catch (Exception e) {
            throw new AssertionError("cannot encode", e);
        }
    }

    /** Decodes saved bytes again. */
    static TwMap reload(byte[] bytes) {
        try {
            return new MapDecoder(ReadLimits.DDNET).read(bytes).map();
        } catch (Exception e) {
            throw new AssertionError("cannot decode", e);
        }
    }

    static void assertSameBytes(byte[] actual, byte[] expected, String what) {
        if (java.util.Arrays.equals(actual, expected)) {
            return;
        }
        int i = java.util.Arrays.mismatch(actual, expected);
        fail(what + ": saved bytes differ at offset " + i + " (sizes " + actual.length + " / " + expected.length + ")");
    }

    /** Collects every event a document sends. */
    static final class Recorder implements DocumentListener {
        final List<DocumentEvent> events = new ArrayList<>();

        @Override
        public void documentChanged(DocumentEvent event) {
            events.add(event);
        }

        DocumentEvent last() {
            return events.get(events.size() - 1);
        }

        Set<Class<?>> lastChangeKinds() {
            return last().changes().stream().map(Object::getClass).collect(Collectors.toSet());
        }

        void clear() {
            events.clear();
        }
    }

    /**
     * The contract of one edit kind: applying it changes the saved bytes and sends one APPLY event with exactly the
     * expected change kinds; undo restores the bytes exactly, redo gives the applied bytes again, and both send the
     * same kinds of changes. Returns the document in the applied state.
     */
    @SafeVarargs
    static MapDocument contract(TwMap map, Function<TwMap, Edit> build, Class<? extends Change>... kinds) {
        MapDocument doc = new MapDocument(map);
        Recorder r = new Recorder();
        doc.addListener(r);
        byte[] before = bytes(map);
        Edit edit = build.apply(map);
        assertThat(edit.isNoOp()).as("edit is a no-op").isFalse();
        assertThat(doc.apply(edit)).isTrue();
        byte[] after = bytes(map);
        assertThat(java.util.Arrays.equals(before, after))
                .as("the edit changes the saved map")
                .isFalse();
        Set<Class<?>> expected = Set.of(kinds);
        assertThat(r.events).hasSize(1);
        assertThat(r.last().kind()).isEqualTo(DocumentEvent.Kind.APPLY);
        assertThat(r.lastChangeKinds()).isEqualTo(expected);
        assertThat(doc.isModified()).isTrue();
        assertThat(doc.undoLabel()).isEqualTo(edit.label());

        assertThat(doc.undo()).isTrue();
        assertSameBytes(bytes(map), before, "after undo");
        assertThat(r.events).hasSize(2);
        assertThat(r.last().kind()).isEqualTo(DocumentEvent.Kind.UNDO);
        assertThat(r.lastChangeKinds()).isEqualTo(expected);
        assertThat(doc.isModified()).isFalse();

        assertThat(doc.redo()).isTrue();
        assertSameBytes(bytes(map), after, "after redo");
        assertThat(r.last().kind()).isEqualTo(DocumentEvent.Kind.REDO);
        assertThat(r.lastChangeKinds()).isEqualTo(expected);

        assertThat(doc.undo()).isTrue();
        assertSameBytes(bytes(map), before, "after the second undo");
        assertThat(doc.redo()).isTrue();
        assertThat(doc.historySize()).isEqualTo(1);
        return doc;
    }
}

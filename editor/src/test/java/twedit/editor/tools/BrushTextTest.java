package twedit.editor.tools;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Base64;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import twedit.model.document.edits.TileBrush;
import twedit.model.map.TileKind;

/** Copied tiles as clipboard text: exact round trips, and anything else is no tiles (never an exception). */
class BrushTextTest {
    @Test
    void roundTripsEveryKind() {
        for (TileKind kind : TileKind.values()) {
            byte[] cells = new byte[3 * 2 * kind.cellBytes()];
            for (int i = 0; i < cells.length; i++) {
                cells[i] = (byte) (i * 37 + kind.ordinal());
            }
            TileBrush b = new TileBrush(3, 2, kind.cellBytes(), cells);
            BrushText.Tiles t = BrushText.decode(BrushText.encode(b, kind)).orElseThrow();
            assertThat(t.kind()).isEqualTo(kind);
            assertThat(t.brush().width()).isEqualTo(3);
            assertThat(t.brush().height()).isEqualTo(2);
            assertThat(t.brush().toBytes()).isEqualTo(cells);
        }
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "",
                "hello world",
                "twedit-tiles 1 GAME 1 1 4", // no body line
                "twedit-tiles 2 GAME 1 1 4\nAAAAAA==\n", // a future version
                "twedit-tiles 1 LAVA 1 1 4\nAAAAAA==\n", // no such kind
                "twedit-tiles 1 GAME 1 1 2\nAAA=\n", // cell size not the kind's
                "twedit-tiles 1 GAME 2 1 4\nAAAAAA==\n", // fewer bytes than announced
                "twedit-tiles 1 GAME 0 1 4\n\n", // empty
                "twedit-tiles 1 GAME -1 -1 4\nAAAAAA==\n", // negative
                "twedit-tiles 1 GAME 100000 100000 4\nAAAAAA==\n", // far too big: refused before decoding
                "twedit-tiles 1 GAME 1 1 4\n!!!!\n", // not Base64
                "twedit-tiles 1 GAME x 1 4\nAAAAAA==\n" // not a number
            })
    void anythingElseIsNoTiles(String text) {
        assertThat(BrushText.decode(text)).isEmpty();
    }

    @Test
    void aBodyLongerThanTheHeaderSaysIsRefusedWithoutDecodingIt() {
        String body = Base64.getEncoder().encodeToString(new byte[4 * 1000]);
        assertThat(BrushText.decode("twedit-tiles 1 GAME 1 1 4\n" + body + "\n"))
                .isEmpty();
    }

    @org.junit.jupiter.api.Test
    void severalLayersRoundTripAsAPartEachAndADamagedPartSpoilsAll() {
        TileBrush game = new TileBrush(2, 1, 4, new byte[] {1, 0, 0, 0, 2, 0, 0, 0});
        TileBrush tele = new TileBrush(2, 1, 2, new byte[] {5, 26, 6, 27});
        String text = BrushText.encodeParts(
                java.util.List.of(new BrushPart(game, TileKind.GAME, null), new BrushPart(tele, TileKind.TELE, null)));
        java.util.List<BrushText.Tiles> back = BrushText.decodeParts(text);
        assertThat(back).hasSize(2);
        assertThat(back.get(0).kind()).isEqualTo(TileKind.GAME);
        assertThat(back.get(0).brush().toBytes()).isEqualTo(game.toBytes());
        assertThat(back.get(1).kind()).isEqualTo(TileKind.TELE);
        assertThat(back.get(1).brush().toBytes()).isEqualTo(tele.toBytes());
        // one layer's text is one part, as before
        assertThat(BrushText.decodeParts(BrushText.encode(game, TileKind.GAME))).hasSize(1);
        // a broken second part: no tiles at all, rather than half of them
        assertThat(BrushText.decodeParts(text.replace("TELE 2 1 2", "TELE 3 1 2")))
                .isEmpty();
        assertThat(BrushText.decodeParts(text + "twedit-tiles 1 GAME")).isEmpty();
    }
}

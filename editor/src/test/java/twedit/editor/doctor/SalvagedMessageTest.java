package twedit.editor.doctor;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import twedit.model.codec.MapContent;
import twedit.model.datafile.ReadLimits;
import twedit.model.doctor.Salvage;
import twedit.model.doctor.SalvageResult;
import twedit.model.testutil.OldMaps;

/** The dialog a salvaged map opens with says what the map lacks of what the file held, and only then. */
class SalvagedMessageTest {
    private static String message(byte[] file) throws Exception {
        SalvageResult r = Salvage.load(file, ReadLimits.EDITOR);
        String lost = MapContent.of(r.map()).lostSince(Salvage.held(file, ReadLimits.EDITOR));
        return OpenSaveGuard.salvagedMessage("old.map", r, lost);
    }

    @Test
    void aMapThatLostContentSaysWhat() throws Exception {
        assertThat(message(OldMaps.teeworlds03(true)))
                .startsWith("old.map is damaged: DDNet would refuse it (a map in the item layout of Teeworlds before"
                        + " 0.4")
                .contains("\n\nLost: 1 non-empty cell of what the file held.\n\n");
    }

    @Test
    void aMapThatKeptEverythingSaysNoLoss() throws Exception {
        assertThat(message(OldMaps.teeworlds03(false)))
                .contains("converted: 2 images, 3 tile layers")
                .doesNotContain("Lost:");
    }
}

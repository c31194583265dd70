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
    void eachSentenceIsSaidOnce() throws Exception {
        for (boolean lossy : new boolean[] {true, false}) {
            String m = message(OldMaps.teeworlds03(lossy));
            assertThat(count(m, "which DDNet cannot load")).as(m).isEqualTo(1);
            assertThat(count(m, "Teeworlds before 0.4")).as(m).isEqualTo(1);
            assertThat(m).as(m).doesNotContain("DDNet refuses the file as it is", "salvaging converts it");
            java.util.List<String> sentences = java.util.Arrays.stream(m.split("[.;:\\n]"))
                    .map(String::strip)
                    .filter(x -> x.length() > 3)
                    .toList();
            assertThat(sentences).as(m).doesNotHaveDuplicates();
        }
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
            n++;
        }
        return n;
    }

    @Test
    void aMapThatKeptEverythingSaysNoLoss() throws Exception {
        assertThat(message(OldMaps.teeworlds03(false)))
                .contains("converted: 2 images, 3 tile layers")
                .doesNotContain("Lost:");
    }
}

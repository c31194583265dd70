package twedit.model.doctor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.map.Layer;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.Corpus;
import twedit.model.testutil.DdnetOracle;

/**
 * The official maps (ddnet-data and teeworlds-data, read where Debian installs them): on every one the DDNet server
 * loads, the default repair keeps every physics cell exactly ({@link CheckAgreesWithServerTest} holds the verdicts).
 */
class CorpusDoctorTest {
    @Test
    void fixKeepsEveryPhysicsCellOfEveryMapTheServerLoads() throws Exception {
        int compared = 0;
        for (Path p : Corpus.maps()) {
            byte[] bytes = Files.readAllBytes(p);
            SalvageResult loaded = Salvage.load(bytes, ReadLimits.DDNET);
            if (!loaded.intact() || !DdnetOracle.serverLoads(bytes).loaded()) {
                continue;
            }
            List<byte[]> before = physics(loaded.map());
            MapDocument doc = new MapDocument(loaded.map());
            FixReport r = Doctor.fixAll(doc, new Validator(loaded.form()), false);
            assertThat(r.errorsLeft()).as(p + ": " + r.remaining()).isFalse();
            List<byte[]> after = physics(doc.map());
            assertThat(after).as(p + ": physics layers").hasSameSizeAs(before);
            for (int i = 0; i < before.size(); i++) {
                assertThat(after.get(i)).as(p + ": physics layer " + i).isEqualTo(before.get(i));
            }
            compared++;
        }
        assertThat(compared).as("maps the server loads").isGreaterThanOrEqualTo(19);
    }

    /** The raw cells of every physics layer, in map order. */
    private static List<byte[]> physics(TwMap m) {
        List<byte[]> out = new ArrayList<>();
        for (Layer l : m.allLayers()) {
            if (l instanceof TileLayer t && t.kind().isPhysics()) {
                out.add(t.grid().rawCells().clone());
            }
        }
        return out;
    }
}

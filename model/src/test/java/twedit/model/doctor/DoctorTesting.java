package twedit.model.doctor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import twedit.model.codec.MapEncoder;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.DataBlock;
import twedit.model.datafile.Datafile;
import twedit.model.datafile.DatafileItem;
import twedit.model.datafile.DatafileWriter;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.map.TwMap;
import twedit.model.testutil.DdnetOracle;

/** Shared steps of the doctor tests: find a problem, fix everything, save, check again, load in the real server. */
final class DoctorTesting {
    private DoctorTesting() {}

    /** The findings of {@code checkId} the DDNet validator reports for {@code map}. */
    static List<Finding> findings(TwMap map, String checkId) {
        return Validator.ddnet().validate(map).stream()
                .filter(f -> f.checkId().equals(checkId))
                .toList();
    }

    /**
     * Asserts that {@code map} has a {@code checkId} finding of {@code severity}, fixes everything, and checks that
     * the saved map has no error left, that finding gone, and loads in the real DDNet server. Returns the fixed map.
     */
    static TwMap assertFixes(TwMap map, String checkId, Severity severity) throws Exception {
        List<Finding> found = findings(map, checkId);
        assertThat(found)
                .as("findings of " + checkId + " in " + Validator.ddnet().validate(map))
                .isNotEmpty();
        assertThat(found).allMatch(f -> f.severity() == severity, severity.label());
        assertThat(found).allMatch(Finding::fixable);
        MapDocument doc = new MapDocument(map);
        FixReport report = Doctor.fixAll(doc, Validator.ddnet());
        assertThat(report.applied()).anyMatch(f -> f.checkId().equals(checkId));
        assertThat(report.errorsLeft()).as(report.remaining().toString()).isFalse();
        assertThat(findings(doc.map(), checkId)).isEmpty();
        assertSavedMapIsClean(doc.map(), checkId);
        return doc.map();
    }

    /** Saves, salvages the bytes back (they must load as they are), re-checks and loads them in the server. */
    static byte[] assertSavedMapIsClean(TwMap map, String checkId) throws Exception {
        byte[] bytes = Doctor.encodeVerified(map, SaveOptions.DDNET);
        SalvageResult back = Salvage.load(bytes, ReadLimits.DDNET);
        assertThat(back.intact()).as(back.refusal()).isTrue();
        List<Finding> again = Doctor.check(back);
        assertThat(again).as("findings after the fix").noneMatch(Finding::isError);
        assertThat(again).noneMatch(f -> f.checkId().equals(checkId));
        assertServerLoads(bytes);
        return bytes;
    }

    static void assertServerLoads(byte[] bytes) throws Exception {
        DdnetOracle.ServerResult server = DdnetOracle.serverLoads(bytes);
        assertThat(server.loaded()).as(server.summary()).isTrue();
    }

    /** The DDNet-form datafile of {@code map}. */
    static Datafile datafile(TwMap map) throws Exception {
        return new MapEncoder(SaveOptions.DDNET).encode(map);
    }

    /** The bytes of {@code df} with each item passed through {@code edit} (null drops the item). */
    static byte[] withItems(Datafile df, UnaryOperator<DatafileItem> edit) {
        List<DatafileItem> items = new ArrayList<>();
        for (DatafileItem it : df.items()) {
            DatafileItem e = edit.apply(it);
            if (e != null) {
                items.add(e);
            }
        }
        return new DatafileWriter().write(Datafile.of(items, df.data()));
    }

    /** The bytes of {@code df} with data block {@code index} replaced. */
    static byte[] withBlock(Datafile df, int index, byte[] bytes) {
        List<DataBlock> data = new ArrayList<>(df.data());
        data.set(index, DataBlock.of(bytes));
        return new DatafileWriter().write(Datafile.of(df.items(), data));
    }

    /** A copy of {@code it} with int {@code index} set to {@code value}. */
    static DatafileItem set(DatafileItem it, int index, int value) {
        int[] d = it.data().clone();
        d[index] = value;
        return new DatafileItem(it.type(), it.id(), d);
    }
}

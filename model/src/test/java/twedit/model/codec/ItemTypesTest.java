package twedit.model.codec;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import twedit.model.datafile.Uuids;
import twedit.model.testutil.DdnetTools;

class ItemTypesTest {
    @Test
    void writtenOutUuidsAreTheHashedNames() {
        assertThat(ItemTypes.AUTOMAPPER).isEqualTo(Uuids.ofName("mapitemtype-automapper-config@ddnet.tw"));
        assertThat(ItemTypes.ENVPOINTS_BEZIER).isEqualTo(Uuids.ofName("mapitemtype-envpoints-bezier@ddnet.tw"));
        assertThat(ItemTypes.GROUP_EX).isEqualTo(Uuids.ofName("mapitemtype-group-ex@ddnet.tw"));
    }

    /** DDNet's own uuid tool (ddnet-tools) computes the UUIDs independently of Uuids, the code under test. */
    @Test
    void theUuidsAreTheOnesDdnetsUuidToolPrints() throws Exception {
        assertThat(ItemTypes.AUTOMAPPER).isEqualTo(DdnetTools.uuid("mapitemtype-automapper-config@ddnet.tw"));
        assertThat(ItemTypes.ENVPOINTS_BEZIER).isEqualTo(DdnetTools.uuid("mapitemtype-envpoints-bezier@ddnet.tw"));
        assertThat(ItemTypes.GROUP_EX).isEqualTo(DdnetTools.uuid("mapitemtype-group-ex@ddnet.tw"));
        // and Uuids hashes any name as DDNet does
        for (String name : new String[] {"map-version@ddnet.tw", "x", "teeworlds-editor@twedit"}) {
            assertThat(Uuids.ofName(name)).as(name).isEqualTo(DdnetTools.uuid(name));
        }
    }
}

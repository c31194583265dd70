package twedit.model.codec;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import twedit.model.datafile.Uuids;

class ItemTypesTest {
    @Test
    void writtenOutUuidsAreTheHashedNames() {
        assertThat(ItemTypes.AUTOMAPPER).isEqualTo(Uuids.ofName("mapitemtype-automapper-config@ddnet.tw"));
        assertThat(ItemTypes.ENVPOINTS_BEZIER).isEqualTo(Uuids.ofName("mapitemtype-envpoints-bezier@ddnet.tw"));
        assertThat(ItemTypes.GROUP_EX).isEqualTo(Uuids.ofName("mapitemtype-group-ex@ddnet.tw"));
    }
}

package twedit.editor.docking;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import org.junit.jupiter.api.Test;

/** Where the window opens: filling the screen on a first start, and growing with a screen larger than its last one. */
class WindowPlaceTest {
    private static final Rectangle FULL_HD = new Rectangle(0, 0, 1920, 1080);

    @Test
    void aFirstStartFillsTheScreenMaximized() {
        Rectangle[] p = WindowPlace.place(null, FULL_HD);
        assertThat(p[0]).isEqualTo(FULL_HD);
        assertThat(p[1]).as("maximized").isNotNull();
        assertThat(WindowPlace.place("garbage", FULL_HD)[1]).isNotNull();
    }

    @Test
    void aWindowThatFilledASmallerScreenFillsTheLargerOne() {
        String kept = WindowPlace.write(new Rectangle(0, 0, 1366, 740), false, new Rectangle(0, 0, 1366, 768));
        Rectangle[] p = WindowPlace.place(kept, FULL_HD);
        assertThat(p[0]).isEqualTo(FULL_HD);
        assertThat(p[1]).isNotNull();
        // an older record without the screen: as large as it was is taken as its screen
        assertThat(WindowPlace.place("0,0,1728,972,false", FULL_HD)[1]).isNotNull();
    }

    @Test
    void aSmallerWindowGrowsWithTheScreenAndOneOnTheSameScreenStaysAsItWas() {
        String kept = WindowPlace.write(new Rectangle(100, 50, 1000, 600), false, new Rectangle(0, 0, 1366, 768));
        Rectangle[] p = WindowPlace.place(kept, FULL_HD);
        assertThat(p[1]).isNull();
        assertThat(p[0].width).isEqualTo(1405); // 1000 * 1080/768
        assertThat(p[0].height).isEqualTo(843);
        assertThat(FULL_HD.contains(p[0])).isTrue();

        String same = WindowPlace.write(new Rectangle(100, 50, 1000, 600), false, FULL_HD);
        assertThat(WindowPlace.place(same, FULL_HD)[0]).isEqualTo(new Rectangle(100, 50, 1000, 600));
        String max = WindowPlace.write(new Rectangle(0, 0, 1920, 1050), true, FULL_HD);
        assertThat(WindowPlace.place(max, FULL_HD)[1]).isNotNull();
    }
}

package twedit.editor.wayfinding;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** The screen sizes of DDNet's proof mode, as engine/graphics.cpp computes them (CalcScreenParams). */
class ProofFeatureTest {
    @Test
    void screenSizesFollowDdnetsFormulaAndLimits() {
        double[] wide = ProofFeature.screenSize(16.0 / 9.0, 1.0);
        // sqrt(1150000 * 16/9) = 1429.8 wide, 804.3 high (the fixed proof rectangle's figures)
        assertThat(wide[0]).isCloseTo(1429.8, within(0.1));
        assertThat(wide[1]).isCloseTo(804.3, within(0.1));
        double[] square = ProofFeature.screenSize(1.0, 1.0);
        // 1072.4 high is above the 1050 limit: height 1050, width 1050
        assertThat(square[1]).isCloseTo(1050, within(0.01));
        assertThat(square[0]).isCloseTo(1050, within(0.01));
        double[] menu = ProofFeature.screenSize(4.0 / 3.0, 0.7);
        assertThat(menu[1]).isCloseTo(Math.sqrt(1150000 / (4.0 / 3.0)) * 0.7, within(0.01));
    }
}

package twedit.editor.view;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.model.map.MapImage;

/** What the image store says of an external image it cannot show: one without a name is said to have none. */
class ImageStoreProblemsTest {
    @TempDir
    Path data;

    @Test
    void anExternalImageWithoutANameIsSaidToHaveNone() {
        ImageStore store = new ImageStore(() -> Optional.of(data));
        store.image(MapImage.external("", 64, 64));
        store.image(MapImage.external("grass_main", 64, 64));
        assertThat(store.drainProblems())
                .containsExactly(
                        "an external image has no name, so its file in mapres/ cannot be found (name it in the Images"
                                + " panel)",
                        "external image 'grass_main' not found: " + data.resolve("mapres/grass_main.png"));
    }
}

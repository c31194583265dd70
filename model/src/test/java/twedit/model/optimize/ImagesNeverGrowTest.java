package twedit.model.optimize;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import twedit.model.codec.MapDecoder;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.map.MapImage;
import twedit.model.map.TwMap;
import twedit.model.testutil.Corpus;

/**
 * Clearing unused tileset cells never makes an image larger as Save writes it: on every map of DDNet's corpus each
 * embedded image the step changes compresses smaller than before, and the others are left as they were (in the GUI
 * two images once grew, 26,765 to 28,305 and 47,915 to 55,481 bytes).
 */
class ImagesNeverGrowTest {
    @Test
    void noEmbeddedImageGrowsOnAnyCorpusMap() throws Exception {
        List<Path> maps = Corpus.maps().stream()
                .filter(p -> Corpus.DDNET_DATA.resolve("maps").equals(p.getParent()))
                .toList();
        assertThat(maps).as("DDNet's maps folder").hasSizeGreaterThanOrEqualTo(19);
        int changed = 0;
        for (Path p : maps) {
            TwMap map = new MapDecoder(ReadLimits.EDITOR)
                    .read(Files.readAllBytes(p))
                    .map();
            Map<MapImage, Long> before = new IdentityHashMap<>();
            List<MapImage> images = List.copyOf(map.images());
            for (MapImage img : images) {
                if (img.pixels() != null) {
                    before.put(img, OptimizeEdits.savedSize(img.pixels()));
                }
            }
            MapDocument doc = new MapDocument(map);
            OptimizeStep step = OptimizeEdits.clearUnusedTiles(map);
            if (step.edit() != null) {
                doc.apply(step.edit());
            }
            for (int i = 0; i < images.size(); i++) {
                MapImage now = map.images().get(i);
                Long was = before.get(images.get(i));
                if (was != null && now.pixels() != null) {
                    long size = OptimizeEdits.savedSize(now.pixels());
                    assertThat(size)
                            .as("%s image %s", p.getFileName(), now.name())
                            .isLessThanOrEqualTo(was);
                    changed += size < was ? 1 : 0;
                }
            }
        }
        assertThat(changed).as("images the step made smaller").isPositive();
    }
}

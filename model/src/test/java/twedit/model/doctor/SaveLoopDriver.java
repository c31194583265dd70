package twedit.model.doctor;

import java.nio.file.Files;
import java.nio.file.Path;
import twedit.model.codec.MapDecoder;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.io.AtomicFiles;
import twedit.model.map.MapFixtures;
import twedit.model.map.MapImage;
import twedit.model.map.MapInfo;
import twedit.model.map.TwMap;

/**
 * Saves a large map (a corpus map plus 16 MiB of noise) over and over with {@link AtomicFiles#write} until it is
 * killed (run by {@link AtomicSaveKillTest}):
 * writes the two versions it alternates between to {@code DIR/a.ref} and {@code DIR/b.ref}, prints "ready", then
 * "saving N" before and "saved N" after each save of {@code DIR/target.map}.
 * Arguments: the map to load, the directory.
 */
public final class SaveLoopDriver {
    private SaveLoopDriver() {}

    public static void main(String[] args) throws Exception {
        TwMap map = new MapDecoder(ReadLimits.DDNET).read(Path.of(args[0])).map();
        // 16 MiB of noise that does not compress, so a save takes long enough to be killed in the middle
        byte[] noise = new byte[2048 * 2048 * 4];
        new java.util.Random(1).nextBytes(noise);
        MapFixtures.add(map.images(), new MapImage("noise", 2048, 2048, false, MapImage.Format.RGBA, noise));
        Path dir = Path.of(args[1]);
        byte[] a = Doctor.encode(map, SaveOptions.DDNET);
        MapFixtures.setInfo(map, new MapInfo("second version", null, null, null, null));
        byte[] b = Doctor.encode(map, SaveOptions.DDNET);
        Files.write(dir.resolve("a.ref"), a);
        Files.write(dir.resolve("b.ref"), b);
        Path target = dir.resolve("target.map");
        AtomicFiles.write(target, a);
        System.out.println("ready " + a.length);
        System.out.flush();
        for (int n = 1; ; n++) {
            System.out.println("saving " + n);
            System.out.flush();
            AtomicFiles.write(target, n % 2 == 0 ? a : b);
            System.out.println("saved " + n);
            System.out.flush();
        }
    }
}

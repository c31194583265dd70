package twedit.model.dirs;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** What the folder search asks of the file system, so that tests can answer for any platform with a fake one. */
public interface Probe {
    /** Whether {@code p} is a directory. */
    boolean isDirectory(Path p);

    /** The text of a small file (Steam's library list), or empty when it cannot be read. */
    Optional<String> read(Path p);

    /** The real file system. */
    static Probe real() {
        return new Probe() {
            @Override
            public boolean isDirectory(Path p) {
                return Files.isDirectory(p);
            }

            @Override
            public Optional<String> read(Path p) {
                try {
                    // a library list is a few kilobytes; anything much larger is not one
                    if (!Files.isRegularFile(p) || Files.size(p) > 1 << 20) {
                        return Optional.empty();
                    }
                    return Optional.of(Files.readString(p, StandardCharsets.UTF_8));
                } catch (IOException | RuntimeException e) {
                    return Optional.empty();
                }
            }
        };
    }

    /** A fake file system: these directories (and their parents) exist, and these files hold these texts. */
    static Probe fake(Set<Path> dirs, Map<Path, String> files) {
        return new Probe() {
            @Override
            public boolean isDirectory(Path p) {
                return dirs.stream().anyMatch(d -> d.startsWith(p));
            }

            @Override
            public Optional<String> read(Path p) {
                return Optional.ofNullable(files.get(p));
            }
        };
    }
}

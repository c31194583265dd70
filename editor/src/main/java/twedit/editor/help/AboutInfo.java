package twedit.editor.help;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.prefs.Preferences;
import twedit.model.dirs.DataHome;

/** What the About box says: the version the build stamped, and where the editor reads and keeps its things. */
final class AboutInfo {
    /** One labelled line. */
    record Line(String label, String value) {}

    private AboutInfo() {}

    /** The version of this build, or "(development build)" when run from sources the build did not stamp. */
    static String version() {
        try (InputStream in = AboutInfo.class.getResourceAsStream("version.properties")) {
            if (in != null) {
                Properties p = new Properties();
                p.load(in);
                String v = p.getProperty("version", "");
                if (!v.isBlank() && !v.contains("${")) {
                    return v;
                }
            }
        } catch (IOException e) {
            // fall through to the development build
        }
        return "(development build)";
    }

    static List<Line> lines(Optional<Path> dataDir, Preferences prefs, Map<String, String> env, Path home) {
        List<Line> out = new ArrayList<>();
        out.add(new Line(
                "Java",
                System.getProperty("java.runtime.version", "?") + " (" + System.getProperty("java.vendor", "?") + ")"));
        Runtime rt = Runtime.getRuntime();
        out.add(new Line(
                "Memory",
                ((rt.totalMemory() - rt.freeMemory()) >> 20) + " MB in use of " + (rt.maxMemory() >> 20)
                        + " MB (raise it with TWEDIT_JAVA_OPTS=-Xmx8g ./twedit)"));
        out.add(new Line(
                "Data directory",
                dataDir.map(Path::toString).orElse("not found: choose it in File > DDNet Data Directory")));
        out.add(new Line("Settings", settings(prefs, home)));
        out.add(new Line("twedit folder", DataHome.twedit(env, home) + " (crash recovery)"));
        return out;
    }

    /**
     * Where the settings are kept: the preference node, and on Linux and macOS the folder the JDK keeps it in (its
     * file-based store), on Windows the registry key.
     */
    static String settings(Preferences prefs, Path home) {
        String node = prefs.absolutePath();
        String impl = prefs.getClass().getName();
        // the JDK's file store keeps plain node names as folders; others it encodes (then only the node is said)
        if (impl.endsWith("FileSystemPreferences") && node.matches("[/A-Za-z0-9-]+")) {
            String root = System.getProperty("java.util.prefs.userRoot");
            Path base = root != null ? Path.of(root) : home;
            return base.resolve(".java/.userPrefs").resolve(node.substring(1)) + "/prefs.xml";
        }
        if (impl.endsWith("WindowsPreferences")) {
            return "HKEY_CURRENT_USER\\Software\\JavaSoft\\Prefs" + node.replace('/', '\\');
        }
        return "preference node " + node;
    }
}

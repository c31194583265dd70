package twedit.editor.help;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.editor.keys.Command;
import twedit.editor.keys.Commands;
import twedit.editor.testutil.EditorGui;

/**
 * Every key ({@code <kbd>Ctrl+L</kbd>}) and menu item ({@code **View > Show Links**}) the guide in docs/guide names is
 * one the running editor has: a rebound key or a renamed menu item fails here, not as a stale page.
 */
class GuideBindingsTest {
    static final Path GUIDE = Path.of("../docs/guide");
    private static final Pattern KBD = Pattern.compile("<kbd>([^<]+)</kbd>");
    private static final Pattern MENU = Pattern.compile("\\*\\*([A-Z][^*>]*(?: > [^*>]+)+)\\*\\*");

    /** The guide's pages. */
    static List<Path> pages() throws Exception {
        try (Stream<Path> s = Files.list(GUIDE)) {
            return s.filter(p -> p.toString().endsWith(".md")).sorted().toList();
        }
    }

    /** What the pages name: the texts of the given pattern's first group, with the page each is on. */
    static List<String[]> named(Pattern p) throws Exception {
        List<String[]> out = new ArrayList<>();
        for (Path page : pages()) {
            Matcher m = p.matcher(Files.readString(page, StandardCharsets.UTF_8));
            while (m.find()) {
                out.add(new String[] {m.group(1).strip(), page.getFileName().toString()});
            }
        }
        return out;
    }

    /** The keys of the sheet's rows, one by one ("Shift + Left, Up" is Shift+Left and Shift+Up). */
    static Set<String> keys(List<ShortcutSheet.Row> rows) {
        Set<String> out = new LinkedHashSet<>();
        for (ShortcutSheet.Row r : rows) {
            String k = r.keys();
            String prefix = "";
            int shared = k.indexOf(" + ");
            if (shared > 0) {
                prefix = k.substring(0, shared) + "+";
                k = k.substring(shared + 3);
            }
            for (String one : k.split(", ")) {
                out.add(prefix + one.strip());
            }
        }
        return out;
    }

    @Test
    void everyKeyAndMenuItemTheGuideNamesIsTheEditors() throws Exception {
        try (EditorGui h = new EditorGui(false)) {
            List<ShortcutSheet.Row> rows =
                    GuiActionRunner.execute(() -> ShortcutSheet.rows(h.window.getJMenuBar(), h.window.view()));
            List<Command> commands = GuiActionRunner.execute(() -> Commands.of(h.window.getJMenuBar()));
            Set<String> keys = keys(rows);
            Set<String> paths = new LinkedHashSet<>();
            for (Command c : commands) {
                String p = c.path();
                paths.add(p.endsWith("...") ? p.substring(0, p.length() - 3) : p);
            }
            if (Boolean.getBoolean("twedit.guide.dump")) {
                Files.writeString(
                        Path.of("target/guide-bindings.txt"),
                        String.join("\n", keys) + "\n----\n" + String.join("\n", paths) + "\n");
            }
            assertThat(pages()).as("the guide's pages").hasSizeGreaterThanOrEqualTo(10);
            List<String[]> kbd = named(KBD);
            assertThat(kbd).as("keys named in the guide").hasSizeGreaterThan(20);
            for (String[] k : kbd) {
                assertThat(keys)
                        .as(k[0] + " in " + k[1] + " is a key of the editor")
                        .contains(k[0]);
            }
            List<String[]> menus = named(MENU);
            assertThat(menus).as("menu items named in the guide").hasSizeGreaterThan(15);
            for (String[] m : menus) {
                String item = m[0].endsWith("...") ? m[0].substring(0, m[0].length() - 3) : m[0];
                // a submenu (File > Open Recent) is a prefix of its items' paths
                assertThat(paths)
                        .as(m[0] + " in " + m[1] + " is a menu item of the editor")
                        .anyMatch(p -> p.equals(item) || p.startsWith(item + " > "));
            }
        }
    }
}

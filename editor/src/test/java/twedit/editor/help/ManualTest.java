package twedit.editor.help;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URL;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The guide the editor carries renders, and every link and picture of its pages leads to something it carries. */
class ManualTest {
    @Test
    void markdownBecomesHtml() {
        String html = MarkdownHtml.html("# Title\n\nSome **View > Grid** and <kbd>Ctrl+G</kbd>, `a<b`.\n\n"
                + "1. first\n   goes on\n2. second\n\n- x\n\n| A | B |\n|---|---|\n| 1 | 2 |\n\n> Stub: later\n"
                + "[next](painting.md) ![pic](p.png)\n");
        assertThat(html)
                .contains("<h1>Title</h1>")
                .contains("<b>View &gt; Grid</b>", "<kbd>Ctrl+G</kbd>", "<code>a&lt;b</code>")
                .contains("<ol><li>first goes on</li><li>second</li></ol>", "<ul><li>x</li></ul>")
                .contains("<th>A</th>", "<td>2</td>")
                .contains("<blockquote>Stub: later</blockquote>")
                .contains("<a href=\"painting.md\">next</a>", "<img src=\"p.png\"");
    }

    @Test
    void everyPanelPageAndEveryLinkOfTheGuideIsInTheJar() throws Exception {
        assertThat(Manual.page(Manual.INDEX)).isPresent();
        for (String page : Manual.PANEL_PAGES.values()) {
            assertThat(Manual.page(page)).as(page).isPresent();
        }
        Pattern link = Pattern.compile("(?:href|src)=\"([^\"#]+)");
        URL index = Manual.page(Manual.INDEX).orElseThrow();
        String indexHtml = Manual.html(index);
        Matcher pages = Pattern.compile("href=\"([a-z-]+\\.md)\"").matcher(indexHtml);
        int n = 0;
        while (pages.find()) {
            URL page = new URL(index, pages.group(1));
            Matcher m = link.matcher(Manual.html(page));
            while (m.find()) {
                if (!m.group(1).startsWith("http")) {
                    URL target = new URL(page, m.group(1));
                    try (var in = target.openStream()) {
                        assertThat(in.read())
                                .as(m.group(1) + " from " + pages.group(1))
                                .isNotNegative();
                    }
                }
            }
            n++;
        }
        assertThat(n).as("pages the contents list").isGreaterThanOrEqualTo(10);
    }

    @Test
    void everyPictureIsSizedAtMostTheWindowsWidthAndKeepsItsShape() throws Exception {
        URL index = Manual.page(Manual.INDEX).orElseThrow();
        Matcher pages = Pattern.compile("href=\"([a-z-]+\\.md)\"").matcher(Manual.html(index));
        Pattern img = Pattern.compile("<img src=\"([^\"]+)\"( width=\"(\\d+)\" height=\"(\\d+)\")?");
        int pictures = 0;
        while (pages.find()) {
            Matcher m = img.matcher(Manual.html(new URL(index, pages.group(1))));
            while (m.find()) {
                assertThat(m.group(2)).as(m.group(1) + " is sized").isNotNull();
                assertThat(Integer.parseInt(m.group(3))).as(m.group(1)).isLessThanOrEqualTo(Manual.PICTURE_WIDTH);
                pictures++;
            }
        }
        assertThat(pictures).as("pictures in the guide").isGreaterThanOrEqualTo(11);
        // the README's picture (1366x768) is shown 1024 wide, its height in proportion
        assertThat(Manual.html(Manual.page("first-map.md").orElseThrow()))
                .contains("readme-light.png\" width=\"1024\" height=\"575\"");
    }
}

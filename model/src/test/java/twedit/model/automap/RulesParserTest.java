package twedit.model.automap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import twedit.model.automap.RulesDiagnostic.Severity;

/** {@link RulesParser}: the parsed structure, and line-numbered errors and warnings for bad input. */
class RulesParserTest {
    private static List<String> diagnostics(String text) {
        return RulesParser.parse(text).diagnostics().stream()
                .map(RulesDiagnostic::toString)
                .toList();
    }

    @Test
    void parsesEveryKeywordIntoRecords() {
        RulesParseResult r = RulesParser.parse("""
                # comment
                [Main]
                Index 4 XFLIP ROTATE
                Pos 0 -1 EMPTY
                Pos 1 0 FULL   # trailing comment
                Pos -1 1 INDEX 3 OR 5 XFLIP YFLIP OR -1 NONE
                Pos 0 0 NOTINDEX 7
                Random 25%
                Modulo 2 0 1 0
                Modulo 3 3 0 0
                NoDefaultRule

                NewRun
                NoLayerCopy
                Index 9
                Random 4
                [Other name]
                """);
        assertThat(r.diagnostics()).isEmpty();
        assertThat(r.rules().names()).containsExactly("Main", "Other name");
        Configuration main = r.rules().configurations().get(0);
        assertThat(main.line()).isEqualTo(2);
        assertThat(main.runs()).hasSize(2);
        assertThat(main.runs().get(0).noLayerCopy()).isFalse();
        assertThat(main.runs().get(1).noLayerCopy()).isTrue();
        assertThat(main.runs().get(1).line()).isEqualTo(13);
        Rule rule = main.runs().get(0).rules().get(0);
        assertThat(rule)
                .isEqualTo(new Rule(
                        3,
                        4,
                        Rule.XFLIP | Rule.ROTATE,
                        List.of(
                                new Condition.Empty(0, -1),
                                new Condition.Full(1, 0),
                                new Condition.Index(
                                        -1,
                                        1,
                                        List.of(
                                                IndexEntry.any(3),
                                                new IndexEntry(5, Rule.XFLIP | Rule.YFLIP),
                                                new IndexEntry(-1, 0))),
                                new Condition.NotIndex(0, 0, List.of(IndexEntry.any(7)))),
                        0.25f,
                        List.of(new Modulo(2, 0, 1, 0), new Modulo(3, 3, 0, 0)),
                        true));
        assertThat(rule.usesDefaultCondition()).isFalse();
        Rule second = main.runs().get(1).rules().get(0);
        assertThat(second.randomProbability()).isEqualTo(1.0f / 4);
        assertThat(second.usesDefaultCondition()).isTrue();
        assertThat(second.effectiveConditions())
                .containsExactly(new Condition.NotIndex(0, 0, List.of(IndexEntry.any(0))));
        Configuration other = r.rules().find("Other name").orElseThrow();
        assertThat(other.runs()).hasSize(1);
        assertThat(other.ruleCount()).isZero();
    }

    @Test
    void defaultConditionFollowsTheFirstPosZeroZeroIndex() {
        RulesParseResult r = RulesParser.parse("""
                [C]
                Index 1
                Pos 0 0 INDEX 3 OR 0
                Index 2
                Pos 0 0 EMPTY
                Index 3
                Pos 0 0 NOTINDEX 4
                Pos 0 0 INDEX 5
                Pos 0 0 INDEX 0
                Index 4
                Pos 1 0 INDEX 0
                """);
        List<Rule> rules = r.rules().configurations().get(0).runs().get(0).rules();
        assertThat(rules).extracting(Rule::usesDefaultCondition).containsExactly(false, false, true, true);
    }

    @Test
    void crlfBomTabsIndentationAndTrailingComments() {
        String text = "\uFEFF[Win]\r\nIndex 1\r\nPos\t1 1 EMPTY\r\n  Pos 0 1 FULL\r\n\tnot a keyword\r\n"
                + "NoLayerCopy  #comment\r\n";
        RulesParseResult r = RulesParser.parse(text.getBytes(StandardCharsets.UTF_8));
        assertThat(r.rules().names()).containsExactly("Win");
        assertThat(r.rules().configurations().get(0).runs().get(0).noLayerCopy())
                .isTrue();
        assertThat(r.rules()
                        .configurations()
                        .get(0)
                        .runs()
                        .get(0)
                        .rules()
                        .get(0)
                        .conditions())
                .containsExactly(new Condition.Empty(1, 1));
        assertThat(r.diagnostics().stream().map(RulesDiagnostic::toString))
                .containsExactly(
                        "line 4: warning: indented line ignored (DDNet skips lines that start with white space)");
    }

    @Test
    void malformedValuesAreErrorsWithTheirLineNumbers() {
        assertThat(diagnostics("""
                [A]
                Index
                Index x
                Index 256
                Index 1
                Pos 0 1
                Pos a 1 EMPTY
                Pos 0 1 INDEX
                Pos 0 1 INDEX 3 OR
                Pos 0 1 NOTINDEX 3 OR y
                Pos 0 1 INDEX -2
                Random
                Random abc
                Random 0
                Modulo 2 2 1
                Modulo 2 2 1 z
                """))
                .containsExactly(
                        "line 2: error: Index needs a tile ID",
                        "line 3: error: Index needs a tile ID, got 'x'",
                        "line 4: error: Index tile ID must be 0..255, got 256",
                        "line 6: error: Pos needs DX DY VALUE",
                        "line 7: error: Pos needs DX DY VALUE: 'a' is not an integer offset",
                        "line 8: error: INDEX needs at least one tile ID",
                        "line 9: error: OR must be followed by a tile ID",
                        "line 10: error: OR must be followed by a tile ID, got 'y'",
                        "line 11: error: INDEX tile ID must be -1..255, got -2",
                        "line 12: error: Random needs N (1 in N) or P% (percent)",
                        "line 13: error: Random needs N (1 in N) or P% (percent), got 'abc'",
                        "line 14: error: Random needs a value above 0, got '0'",
                        "line 15: error: Modulo needs MX MY OX OY",
                        "line 16: error: Modulo needs MX MY OX OY: 'z' is not an integer");
    }

    @Test
    void whatItDoesNotUnderstandIsAWarning() {
        assertThat(diagnostics("""
                Index 1
                [A
                Pos 0 0 EMPTY
                Index 2 SIDEWAYS
                Pos 0 1 MAYBE
                Pos 0 1 INDEX 3 SIDEWAYS
                Pos 0 1 EMPTY extra
                Random 50 %
                Random 150%
                Hello there
                NewRun
                Random 3
                """))
                .containsExactly(
                        "line 1: warning: Index before any [configuration]; line ignored",
                        "line 2: warning: configuration name has no closing ']'",
                        "line 3: warning: Pos before any Index in this run; line ignored",
                        "line 4: warning: unknown flag word 'SIDEWAYS' ignored (expected XFLIP, YFLIP or ROTATE)",
                        "line 5: warning: unknown Pos value 'MAYBE' (expected EMPTY, FULL, INDEX or NOTINDEX); condition ignored",
                        "line 6: warning: unknown flag word 'SIDEWAYS' ignored (expected NONE, XFLIP, YFLIP, ROTATE or OR)",
                        "line 7: warning: text after EMPTY ignored: 'extra'",
                        "line 8: warning: '%' must follow the number directly; read as Random 50 (1 in 50)",
                        "line 9: warning: Random 150% is more than 100%; the rule always applies",
                        "line 9: warning: second Random for this rule replaces the one on line 8",
                        "line 10: warning: unknown keyword 'Hello'; line ignored",
                        "line 12: warning: Random before any Index in this run; line ignored");
    }

    @Test
    void aRejectedIndexKeepsItsPosLinesAwayFromThePreviousRule() {
        RulesParseResult r = RulesParser.parse("[A]\nIndex 1\nPos 0 1 EMPTY\nIndex -5\nPos 0 -1 EMPTY\n");
        assertThat(r.errors()).extracting(RulesDiagnostic::line).containsExactly(4);
        assertThat(r.errors().get(0).severity()).isEqualTo(Severity.ERROR);
        List<Rule> rules = r.rules().configurations().get(0).runs().get(0).rules();
        assertThat(rules).hasSize(1);
        assertThat(rules.get(0).conditions()).containsExactly(new Condition.Empty(0, 1));
    }

    @Test
    void emptyInputWarnsThatThereIsNoConfiguration() {
        assertThat(diagnostics("")).containsExactly("line 1: warning: no configuration ([name] line) found");
    }

    @Test
    void neverThrowsOnGarbage() {
        Random rnd = new Random(8);
        String[] words = {
            "[",
            "]",
            "Index",
            "Pos",
            "Random",
            "Modulo",
            "NoDefaultRule",
            "NoLayerCopy",
            "NewRun",
            "OR",
            "INDEX",
            "NOTINDEX",
            "EMPTY",
            "FULL",
            "XFLIP",
            "NONE",
            "%",
            "-1",
            "0",
            "3",
            "99999999999",
            "1.5",
            "#",
            "\t",
            " ",
            "\n",
            "\r",
            "\u0000",
            "é"
        };
        for (int i = 0; i < 3000; i++) {
            StringBuilder sb = new StringBuilder();
            int n = rnd.nextInt(40);
            for (int k = 0; k < n; k++) {
                sb.append(words[rnd.nextInt(words.length)]).append(rnd.nextInt(3) == 0 ? "" : " ");
            }
            String text = sb.toString();
            assertThatCode(() -> {
                        RulesParseResult r = RulesParser.parse(text);
                        for (Configuration c : r.rules().configurations()) {
                            Automapper.run(RulesCorpusTest.blobs(9, 7, new Random(1)), c, 3);
                        }
                    })
                    .as(text)
                    .doesNotThrowAnyException();
        }
        byte[] bytes = new byte[4096];
        rnd.nextBytes(bytes);
        assertThatCode(() -> RulesParser.parse(bytes)).doesNotThrowAnyException();
    }
}

package twedit.model.automap;

import java.util.List;

/** What {@link RulesParser} made of a rules file: the rules it understood and its diagnostics in line order. */
public record RulesParseResult(RuleFile rules, List<RulesDiagnostic> diagnostics) {
    public RulesParseResult {
        diagnostics = List.copyOf(diagnostics);
    }

    public boolean hasErrors() {
        return diagnostics.stream().anyMatch(RulesDiagnostic::isError);
    }

    public List<RulesDiagnostic> errors() {
        return diagnostics.stream().filter(RulesDiagnostic::isError).toList();
    }

    public List<RulesDiagnostic> warnings() {
        return diagnostics.stream().filter(d -> !d.isError()).toList();
    }
}

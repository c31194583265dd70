package twedit.editor;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.util.Set;
import org.junit.jupiter.api.Test;
import twedit.model.map.Elements;
import twedit.model.map.MapMutator;

/**
 * No editor or command-line class touches a map-model mutator: panels, tools, features and commands change maps only
 * by giving edits to a MapDocument (or build new maps with a MapBuilder).
 */
class MutationBoundaryTest {
    private static final JavaClasses APP = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("twedit.editor", "twedit.cli", "twedit.media");

    private static final Set<String> LIST_MUTATORS = Set.of(
            "add", "addAll", "remove", "removeAll", "retainAll", "removeIf", "set", "clear", "sort", "replaceAll");

    @Test
    void noEditorOrCommandLineClassUsesTheMutator() {
        noClasses()
                .should()
                .dependOnClassesThat()
                .areAssignableTo(MapMutator.class)
                .because("only edits, applied by the document, change a map")
                .check(APP);
    }

    @Test
    void noEditorOrCommandLineClassChangesAMapListDirectly() {
        noClasses()
                .should()
                .callMethodWhere(DescribedPredicate.describe(
                        "a list-changing method of Elements",
                        (JavaMethodCall call) -> call.getTargetOwner().isEquivalentTo(Elements.class)
                                && LIST_MUTATORS.contains(call.getName())))
                .check(APP);
    }

    @Test
    void panelsAndToolsNeverTouchMutators() {
        noClasses()
                .that()
                .resideInAnyPackage("twedit.editor.panels..", "twedit.editor.tools..")
                .should()
                .dependOnClassesThat()
                .areAssignableTo(MapMutator.class)
                .check(APP);
    }
}

package twedit.model;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

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
 * The model's architecture rules: only edits (and map construction) change a map, no code changes a map's lists
 * behind the document's back, and the model's packages form no cycle.
 */
class MutationRulesTest {
    private static final JavaClasses MODEL = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("twedit.model");

    /** The list operations of {@link Elements} that would change a map (they throw; no code may call them). */
    static final Set<String> LIST_MUTATORS = Set.of(
            "add", "addAll", "remove", "removeAll", "retainAll", "removeIf", "set", "clear", "sort", "replaceAll");

    static DescribedPredicate<JavaMethodCall> listMutation() {
        return DescribedPredicate.describe(
                "a list-changing method of Elements",
                call -> call.getTargetOwner().isEquivalentTo(Elements.class) && LIST_MUTATORS.contains(call.getName()));
    }

    @Test
    void onlyEditsTheDocumentAndMapConstructionUseTheMutator() {
        // edits (document.edits) get the mutator from the document; decoders and conversions build maps no one sees
        noClasses()
                .that()
                .resideOutsideOfPackages(
                        "twedit.model.map..",
                        "twedit.model.document..",
                        "twedit.model.codec..",
                        "twedit.model.driftline..")
                .should()
                .dependOnClassesThat()
                .areAssignableTo(MapMutator.class)
                .because("a map changes only through edits applied by its MapDocument")
                .check(MODEL);
    }

    @Test
    void onlyTheDocumentAndBuildersCreateAMutator() {
        noClasses()
                .that()
                .doNotHaveFullyQualifiedName("twedit.model.document.MapDocument")
                .and()
                .resideOutsideOfPackages("twedit.model.map..", "twedit.model.codec..", "twedit.model.driftline..")
                .should()
                .callConstructor(MapMutator.class, twedit.model.map.TwMap.class)
                .because("the document hands its mutator to edits; nothing else may hold one")
                .check(MODEL);
    }

    @Test
    void noCodeChangesAMapListDirectly() {
        noClasses().should().callMethodWhere(listMutation()).check(MODEL);
    }

    @Test
    void modelPackagesFormNoCycle() {
        slices().matching("twedit.model.(*)..").should().beFreeOfCycles().check(MODEL);
    }
}

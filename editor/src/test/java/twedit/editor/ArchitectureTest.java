package twedit.editor;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The editor's packages (and the CLI's and media's) depend on each other without cycles, and the canvas reads tile
 * facts from the model, not from a feature.
 */
class ArchitectureTest {
    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("twedit.editor", "twedit.cli", "twedit.media");

    @Test
    void packagesAreFreeOfCycles() {
        assertThat(CLASSES.containPackage("twedit.editor.app"))
                .as("the editor's classes were found")
                .isTrue();
        slices().matching("twedit.(**)").should().beFreeOfCycles().check(CLASSES);
    }

    @Test
    void canvasReadsTileFactsFromTheModelNotFromThePhysicsFeature() {
        noClasses()
                .that()
                .resideInAnyPackage("twedit.editor.view..", "twedit.editor.tools..", "twedit.editor.panels..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("twedit.editor.physics..")
                .because("DDNet's tile facts live in one place, twedit.model.tiles (issue 36)")
                .check(CLASSES);
    }
}

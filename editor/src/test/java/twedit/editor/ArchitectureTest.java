package twedit.editor;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** The editor's packages (and the CLI's and media's) depend on each other without cycles. */
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
}

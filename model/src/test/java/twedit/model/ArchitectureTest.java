package twedit.model;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/** The architecture rules of the model module, checked over its compiled classes (tests left out). */
@AnalyzeClasses(packages = "twedit.model", importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTest {
    /** The model is a pure library: the command line and other tools use it without a display. */
    @ArchTest
    static final ArchRule modelUsesNoGui = noClasses()
            .that()
            .resideInAPackage("twedit.model..")
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage("java.awt..", "javax.swing..", "javax.imageio..")
            .because("the model has no Swing or AWT (see the module's description); the editor draws it");
}

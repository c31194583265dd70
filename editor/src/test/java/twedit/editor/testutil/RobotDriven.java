package twedit.editor.testutil;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * Marks a test class that clicks, drags or types through java.awt.Robot: only these run again once after a failure
 * (a robot's event is now and then lost on a loaded machine; editor/pom.xml's "robot-tests" execution), every other
 * test fails the build on its first failure.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Tag("robot")
public @interface RobotDriven {}

package app.assessment.bootstrap;

import io.quarkus.runtime.Quarkus;
import io.quarkus.runtime.annotations.QuarkusMain;
import java.util.List;

/**
 * Entry point. A production start whose settings are missing or unsafe stops here, naming every
 * environment variable to set, before Quarkus fails on the first of them.
 */
@QuarkusMain
public class AssessmentMain {

    public static void main(String... args) {
        // Quarkus' own AppCDS recording (quarkus.package.jar.appcds.enabled, README) has no settings
        // and stops after Quarkus' static init: checked here, it would record nothing of Quarkus.
        List<String> problems = Boolean.getBoolean("quarkus.appcds.generate") ? List.of() : ProductionSettings.problems();
        if (!problems.isEmpty()) {
            System.err.println("Refusing to start in production. Fix these environment variables:");
            problems.forEach(problem -> System.err.println("  " + problem));
            System.exit(78); // EX_CONFIG
        }
        // Quarkus refuses a request URI that does not parse with an empty 400 before any route;
        // HttpFallbacks applies the same rule in the router and answers problem+json (ADR 0017).
        // The tests set the same property in the surefire configuration.
        System.setProperty("vertx.disableURIValidation", "true");
        String loadedClassesLog = System.getProperty(CdsRecording.LOADED_CLASSES_LOG);
        if (loadedClassesLog != null) {
            CdsRecording.linkAtExit(loadedClassesLog, AssessmentMain.class.getClassLoader());
        }
        Quarkus.run(args);
    }
}

package app.assessment.bootstrap;

import io.quarkus.runtime.Quarkus;
import io.quarkus.runtime.annotations.QuarkusMain;

/**
 * Entry point. Before Quarkus reads its configuration, a local run without {@code DB_URL}
 * gets an embedded PostgreSQL, so the run command needs nothing installed but a JDK.
 */
@QuarkusMain
public class AssessmentMain {

    public static void main(String... args) {
        LocalDatabase.startIfNeeded();
        Quarkus.run(args);
    }
}

package app.assessment.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CdsRecordingTest {

    @TempDir
    Path dir;

    @Test
    void theClassesToLink_areThoseLoadedFromJars_onceEach() throws IOException {
        Path log = Files.writeString(dir.resolve("classes.txt"), """
                opened: quarkus-run.jar
                java.lang.Object source: shared objects file
                sun.nio.cs.UTF_8$Encoder source: jrt:/java.base
                java.lang.invoke.LambdaForm$MH/0x00007f396d000400 source: __JVM_LookupDefineClass__
                org.hibernate.dialect.MariaDBDialect source: file:/deployments/lib/main/org.hibernate.orm.hibernate-core.jar
                app.assessment.Lambda$1/0x0000000800c01234 source: file:/deployments/lib/main/app.jar
                io.vertx.core.Vertx source: jar:file:/deployments/lib/main/io.vertx.vertx-core.jar!/
                org.hibernate.dialect.MariaDBDialect source: file:/deployments/lib/main/org.hibernate.orm.hibernate-core.jar
                """);

        assertThat(CdsRecording.loadedFromJars(log)).containsExactly("org.hibernate.dialect.MariaDBDialect", "io.vertx.core.Vertx");
    }

    @Test
    void linking_skipsWhatCannotBeLoaded_andCountsTheRest() throws IOException {
        Path log = Files.writeString(dir.resolve("classes.txt"), """
                app.assessment.bootstrap.CdsRecordingTest source: file:/x/test-classes.jar
                app.assessment.bootstrap.NoSuchClass source: file:/x/test-classes.jar
                """);

        assertThat(CdsRecording.link(log, getClass().getClassLoader())).isEqualTo(1);
    }

    @Test
    void aMissingLog_linksNothing() {
        assertThat(CdsRecording.link(dir.resolve("absent.txt"), getClass().getClassLoader())).isZero();
    }
}

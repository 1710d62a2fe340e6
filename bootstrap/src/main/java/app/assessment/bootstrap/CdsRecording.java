package app.assessment.bootstrap;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The AppCDS recording run's last step (Dockerfile.jvm, bench/lib.sh, ADR 0034). Java 17 archives
 * only linked classes, and it links at exit only those of the JDK's own class loaders, so about
 * 2,500 classes Quarkus' class loader had loaded without linking (interfaces met during
 * verification, annotation types, classes named by reflection) were left out of the archive and
 * read, parsed and verified from the jars at every start. Linking them before the archive is
 * written puts them in it. The classes come from the JVM's own class-loading log of the same run.
 */
final class CdsRecording {

    /** The system property naming the run's {@code -Xlog:class+load} file (decorations {@code none}). */
    static final String LOADED_CLASSES_LOG = "app.cds.loaded-classes-log";

    private CdsRecording() {
    }

    /** Links every class the log shows loaded from a jar before the JVM writes the archive at exit. */
    static void linkAtExit(String logFile, ClassLoader loader) {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> link(Path.of(logFile), loader), "cds-link"));
    }

    static int link(Path logFile, ClassLoader loader) {
        int linked = 0;
        for (String name : loadedFromJars(logFile)) {
            try {
                // Reflection on members links the class (without initialising it): HotSpot links
                // before it lists declared members.
                Class.forName(name, false, loader).getDeclaredConstructors();
                linked++;
            } catch (LinkageError | ClassNotFoundException | SecurityException unlinkable) {
                // An optional dependency absent or a class that fails verification: not archivable anyway.
            }
        }
        return linked;
    }

    /** Lines are "{@code name source: file:/...jar}"; hidden classes and the JDK's modules are skipped. */
    static List<String> loadedFromJars(Path logFile) {
        try {
            return Files.readAllLines(logFile).stream()
                    .filter(line -> line.contains(" source: file:") || line.contains(" source: jar:"))
                    .map(line -> line.substring(0, line.indexOf(' ')))
                    .filter(name -> name.indexOf('/') < 0)
                    .distinct()
                    .toList();
        } catch (IOException unreadable) {
            return List.of();
        }
    }
}

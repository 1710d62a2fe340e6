package app.assessment.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A bulkhead or timeout is configured under its class' full name ({@code "<class>/<method>"}); a key naming a
 * class that moved configures nothing, silently, and the annotation's own value applies. So every such key
 * must name a method that exists (the identity adapter's move renamed IdentityProviderCallLimit's package).
 */
class FaultToleranceKeysTest {

    private static final Pattern KEY = Pattern.compile("quarkus\\.fault-tolerance\\.\"([\\w.]+)/(\\w+)\"");

    @Test
    void everyFaultToleranceKey_namesAnExistingMethod() throws IOException {
        String properties = Files.readString(Path.of("src/main/resources/application.properties"));
        var missing = new TreeSet<String>();
        var found = new TreeSet<String>();
        KEY.matcher(properties).results().forEach(key -> {
            found.add(key.group(1));
            if (!declares(key.group(1), key.group(2))) {
                missing.add(key.group(1) + "/" + key.group(2));
            }
        });
        assertThat(found).as("the keys this test is about").isNotEmpty();
        assertThat(missing).as("fault-tolerance keys naming no method").isEmpty();
    }

    private static boolean declares(String className, String method) {
        try {
            return Arrays.stream(Class.forName(className).getDeclaredMethods()).anyMatch(m -> m.getName().equals(method));
        } catch (ClassNotFoundException e) {
            return false;
        }
    }
}

package app.assessment.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every environment variable application.properties reads is in the README's configuration
 * table, so an operator never has to read the source to find a setting.
 */
class ConfigurationDocumentedTest {

    private static final Pattern VARIABLE = Pattern.compile("\\$\\{([A-Z][A-Z0-9_]*)");

    @Test
    void everyVariableIsInTheReadmeTable() throws IOException {
        String properties = Files.readString(Path.of("src/main/resources/application.properties"));
        String table = Files.readAllLines(Path.of("../README.md")).stream().filter(line -> line.startsWith("| `"))
                .reduce("", (all, line) -> all + line + "\n");
        var undocumented = new TreeSet<String>();
        VARIABLE.matcher(properties).results().map(match -> match.group(1))
                .filter(variable -> !table.contains("`" + variable + "`")).forEach(undocumented::add);
        assertThat(undocumented).as("variables missing from the README's configuration table").isEmpty();
    }
}

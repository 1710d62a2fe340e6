package app.assessment.bootstrap.testsupport;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Response bodies captured from an earlier version of the code, compared field by field: every
 * field of the fixture must still be there with the same value; fields may be added. Ids,
 * instants, tokens and generated names are compared as present, not by value.
 * {@code -Dcompat.capture=true} writes the fixtures again: only do so on purpose, from the code
 * whose shapes they pin.
 */
public final class WireFixtures {

    private static final Path FIXTURES = Path.of("src", "test", "resources", "compat");
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern CUID = Pattern.compile("c[a-z0-9]{24}");
    private static final Pattern INSTANT = Pattern.compile("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(\\.\\d+)?Z");
    private static final List<String> VOLATILE = List.of("token", "name", "email", "url", "link", "ownerId", "organizationId",
            "organizationName", "ipAddress", "expiresAt", "testLinkPath", "assignedByName");
    private static final String ANY = "<any>";

    private WireFixtures() {
    }

    public static void compare(String fixture, String actualText) {
        try {
            JsonNode actual = masked(JSON.readTree(actualText), null);
            Path file = FIXTURES.resolve(fixture);
            if (Boolean.getBoolean("compat.capture")) {
                Files.createDirectories(file.getParent());
                Files.writeString(file, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(actual) + "\n");
            }
            assertThat(file).as("fixture " + fixture).exists();
            assertContains(fixture, JSON.readTree(file.toFile()), actual);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void assertContains(String path, JsonNode expected, JsonNode actual) {
        assertThat(actual).as(path + " is missing").isNotNull();
        if (expected.isObject()) {
            assertThat(actual.isObject()).as(path + " is no longer an object").isTrue();
            Iterator<String> names = expected.fieldNames();
            while (names.hasNext()) {
                String name = names.next();
                assertThat(actual.has(name)).as(path + "." + name + " is missing").isTrue();
                assertContains(path + "." + name, expected.get(name), actual.get(name));
            }
        } else if (expected.isArray()) {
            assertThat(actual.isArray()).as(path + " is no longer an array").isTrue();
            assertThat(actual.size()).as(path + " length").isEqualTo(expected.size());
            for (int i = 0; i < expected.size(); i++) {
                assertContains(path + "[" + i + "]", expected.get(i), actual.get(i));
            }
        } else if (expected.isNumber()) {
            assertThat(actual.isNumber()).as(path + " is no longer a number").isTrue();
            assertThat(actual.decimalValue()).as(path).isEqualByComparingTo(expected.decimalValue());
        } else {
            assertThat(actual).as(path).isEqualTo(expected);
        }
    }

    /** Values that differ on every run (ids, instants, tokens, generated names) become {@value #ANY}. */
    private static JsonNode masked(JsonNode node, String name) {
        if (node.isObject()) {
            ObjectNode copy = JSON.createObjectNode();
            node.fields().forEachRemaining(e -> copy.set(e.getKey(), masked(e.getValue(), e.getKey())));
            return copy;
        }
        if (node.isArray()) {
            ArrayNode copy = JSON.createArrayNode();
            node.forEach(element -> copy.add(masked(element, name)));
            return copy;
        }
        if (node.isTextual() && (CUID.matcher(node.asText()).matches() || INSTANT.matcher(node.asText()).matches()
                || (name != null && VOLATILE.stream().anyMatch(v -> name.equalsIgnoreCase(v) || name.endsWith("Id"))))) {
            return TextNode.valueOf(ANY);
        }
        return node;
    }
}

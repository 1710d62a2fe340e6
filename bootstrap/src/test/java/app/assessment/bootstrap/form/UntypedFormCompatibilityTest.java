package app.assessment.bootstrap.form;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.bootstrap.assignment.Fixtures;
import app.assessment.bootstrap.assignment.FormBodies;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Issue 43: a form sent without question types keeps every field it had, with the same value, in
 * its form, its public link, its submit and its report reads. The fixtures under
 * {@code src/test/resources/compat} were captured from the code before question types existed
 * ({@code -Dcompat.capture=true} writes them again; only do so on purpose). Ids, instants, tokens
 * and generated names are compared as present, not by value; new fields may be added.
 */
@QuarkusTest
class UntypedFormCompatibilityTest {

    private static final Path FIXTURES = Path.of("src", "test", "resources", "compat");
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern CUID = Pattern.compile("c[a-z0-9]{24}");
    private static final Pattern INSTANT = Pattern.compile("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(\\.\\d+)?Z");
    private static final List<String> VOLATILE = List.of("token", "name", "email", "url", "link", "ownerId", "organizationId",
            "organizationName", "ipAddress", "expiresAt");
    private static final String ANY = "<any>";

    @Inject
    TestAccounts accounts;

    @Test
    void formLinkSubmitAndReports_keepTodaysFieldsAndValues() throws IOException {
        Organization org = accounts.organization();
        Browser professor = Browser.signedIn(accounts.user(org, Role.PROFESSOR).email(), TestAccounts.PASSWORD);
        Fixtures fx = new Fixtures(professor);

        String created = professor.request().contentType(ContentType.JSON).body(FormBodies.science("Compatível"))
                .post("/api/forms").then().statusCode(201).extract().asString();
        JsonPath form = JsonPath.from(created);
        String formId = form.getString("id");
        String read = professor.request().get("/api/forms/" + formId).then().statusCode(200).extract().asString();
        String token = fx.assign(formId, Map.of("studentId", fx.student("Aluno Compatível"))).getString("token");
        String link = given().get("/api/test-link/" + token).then().statusCode(200).extract().asString();
        String submit = given().contentType(ContentType.JSON).body(Map.of("answers", List.of(
                        Map.of("questionId", form.getString("questions[0].id"), "optionId", form.getString("questions[0].options[0].id")),
                        Map.of("questionId", form.getString("questions[1].id"), "optionId", form.getString("questions[1].options[1].id")))))
                .post("/api/test-link/" + token + "/submit").then().statusCode(201).extract().asString();
        String submissionId = JsonPath.from(submit).getString("submissionId");
        String report = professor.request().get("/api/reports/" + submissionId).then().statusCode(200).extract().asString();
        String submission = professor.request().get("/api/submissions/" + submissionId).then().statusCode(200).extract().asString();

        compare("form-created.json", created);
        compare("form-read.json", read);
        compare("test-link.json", link);
        compare("submit.json", submit);
        compare("report.json", report);
        compare("submission.json", submission);
    }

    private static void compare(String fixture, String actualText) throws IOException {
        JsonNode actual = masked(JSON.readTree(actualText), null);
        Path file = FIXTURES.resolve(fixture);
        if (Boolean.getBoolean("compat.capture")) {
            Files.createDirectories(FIXTURES);
            Files.writeString(file, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(actual) + "\n");
        }
        assertThat(file).as("fixture " + fixture).exists();
        assertContains(fixture, JSON.readTree(file.toFile()), actual);
    }

    /** Every field of {@code expected} is in {@code actual} with the same value; arrays keep their length. */
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

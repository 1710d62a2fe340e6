package app.assessment.bootstrap;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.startsWith;

import io.quarkus.test.junit.QuarkusTest;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * docs/openapi.yaml is the served schema, byte for byte. To refresh it after an API change run
 * {@code ./mvnw verify -Dopenapi.update=true} (README, "OpenAPI").
 */
@QuarkusTest
class OpenApiDocumentTest {

    private static final Path COMMITTED = Path.of("..", "docs", "openapi.yaml");

    @Test
    void jsonFormat_isServedAsOpenApi3() {
        given().queryParam("format", "json").get("/api/openapi")
                .then().statusCode(200).contentType(startsWith("application/json"))
                .body("openapi", startsWith("3."))
                .body("info.title", org.hamcrest.Matchers.equalTo("Assessment Service API"));
    }

    @Test
    void committedYaml_matchesTheServedSchema() throws IOException {
        String served = given().get("/api/openapi").then().statusCode(200).extract().asString();
        if (Boolean.getBoolean("openapi.update")) {
            Files.writeString(COMMITTED, served, StandardCharsets.UTF_8);
        }
        assertThat(Files.exists(COMMITTED))
                .as("docs/openapi.yaml is missing; run ./mvnw verify -Dopenapi.update=true").isTrue();
        assertThat(Files.readString(COMMITTED, StandardCharsets.UTF_8))
                .as("docs/openapi.yaml differs from the served schema; run ./mvnw verify -Dopenapi.update=true")
                .isEqualTo(served);
    }
}

package app.assessment.bootstrap;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.swagger.v3.parser.OpenAPIV3Parser;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.security.SecurityRequirement;
import io.swagger.v3.parser.core.models.ParseOptions;
import io.swagger.v3.parser.core.models.SwaggerParseResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The served schema read by an independent OpenAPI parser (swagger-parser): valid, with servers,
 * and every operation declaring its security with schemes that exist, so no route can reference
 * an undefined scheme or leave its security unsaid (docs/adr/0027).
 */
@QuarkusTest
class OpenApiValidityTest {

    private SwaggerParseResult parsed;

    /** In a @BeforeEach, not a static @BeforeAll: the application is listening only once the test instance exists. */
    @BeforeEach
    void parse() {
        String served = given().get("/api/openapi").then().statusCode(200).extract().asString();
        ParseOptions options = new ParseOptions();
        options.setResolve(true);
        parsed = new OpenAPIV3Parser().readContents(served, null, options);
    }

    @Test
    void servedSchema_parsesWithoutMessages() {
        assertThat(parsed.getMessages()).isEmpty();
        assertThat(parsed.getOpenAPI().getServers()).isNotEmpty();
    }

    @Test
    void everyOperation_declaresSecurityFromDefinedSchemes_andItsErrorAnswers() {
        OpenAPI api = parsed.getOpenAPI();
        Set<String> schemes = api.getComponents().getSecuritySchemes().keySet();
        assertThat(schemes).contains("sessionCookie", "bearerToken", "cronSecret", "webhookToken");
        List<String> unsaid = new ArrayList<>();
        List<String> undefined = new ArrayList<>();
        List<String> withoutClientError = new ArrayList<>();
        api.getPaths().forEach((path, item) -> item.readOperationsMap().forEach((method, operation) -> {
            String route = method + " " + path;
            if (operation.getSecurity() == null) {
                unsaid.add(route);
                return;
            }
            operation.getSecurity().stream().map(SecurityRequirement::keySet).flatMap(Set::stream)
                    .filter(name -> !schemes.contains(name)).forEach(name -> undefined.add(route + " -> " + name));
            if (!hasClientError(operation)) {
                withoutClientError.add(route);
            }
        }));
        assertThat(unsaid).as("operations without security").isEmpty();
        assertThat(undefined).as("requirements naming no defined scheme").isEmpty();
        assertThat(withoutClientError).as("operations without a 4xx answer").isEmpty();
    }

    @Test
    void securedRoutes_sayWhoMayCall_andPublicOnesSayNobodyNeedsTo() {
        OpenAPI api = parsed.getOpenAPI();
        assertThat(api.getPaths().get("/api/auth/csrf").getGet().getSecurity()).isEmpty();
        assertThat(schemesOf(api.getPaths().get("/api/user/sessions").getGet())).containsExactly("sessionCookie", "bearerToken");
        assertThat(api.getPaths().get("/api/users").getGet().getResponses()).containsKeys("401", "403");
        assertThat(schemesOf(api.getPaths().get("/api/cron/cleanup").getGet())).containsExactly("cronSecret");
        assertThat(schemesOf(api.getPaths().get("/api/webhooks/asaas").getPost())).containsExactly("webhookToken");
    }

    private static List<String> schemesOf(Operation operation) {
        return operation.getSecurity().stream().map(Map::keySet).flatMap(Set::stream).toList();
    }

    private static boolean hasClientError(Operation operation) {
        return operation.getResponses() != null && operation.getResponses().keySet().stream().anyMatch(code -> code.startsWith("4"));
    }
}

package app.assessment.adapters.rest.openapi;

import java.util.Map;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.Components;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.PathItem;
import org.eclipse.microprofile.openapi.models.responses.APIResponses;
import org.eclipse.microprofile.openapi.models.security.SecurityScheme;

/**
 * The one place that writes the schema's security: the schemes, and on every operation the
 * requirement its resource's annotations give ({@link RouteSecurity}), with the error answers that
 * go with it. A route another branch adds gets both without a line of OpenAPI of its own
 * (docs/adr/0027-sessions-students-and-openapi-security.md).
 */
public class OperationSecurityFilter implements OASFilter {

    static final String SESSION_COOKIE = "sessionCookie";
    static final String BEARER_TOKEN = "bearerToken";
    static final String CRON_SECRET = "cronSecret";
    static final String WEBHOOK_TOKEN = "webhookToken";
    static final String API_KEY = "apiKey";
    /** On every operation: the API-key scope it needs, or {@code none} (issue 47). */
    static final String KEY_SCOPE_EXTENSION = "x-api-key-scope";
    private static final String PROBLEM = "#/components/schemas/Problem";

    private final Map<String, RouteSecurity.Kind> routes = RouteSecurity.fromIndexes(OperationSecurityFilter.class.getClassLoader());
    private final Map<String, String> keyScopes = RouteSecurity.keyScopes(OperationSecurityFilter.class.getClassLoader());
    private final java.util.Set<String> idempotent = RouteSecurity.idempotentRoutes(OperationSecurityFilter.class.getClassLoader());

    @Override
    public void filterOpenAPI(OpenAPI openAPI) {
        if (openAPI.getComponents() == null) {
            openAPI.setComponents(OASFactory.createComponents());
        }
        addSchemes(openAPI.getComponents());
        if (openAPI.getServers() == null || openAPI.getServers().isEmpty()) {
            openAPI.addServer(OASFactory.createServer().url("/").description("This service, at the address it is served from"));
        }
        if (openAPI.getPaths() == null) {
            return;
        }
        openAPI.getPaths().getPathItems().forEach((path, item) -> item.getOperations()
                .forEach((method, operation) -> secure(method, path, operation)));
    }

    private void secure(PathItem.HttpMethod method, String path, Operation operation) {
        RouteSecurity.Kind kind = routes.getOrDefault(method.name() + " " + path, RouteSecurity.Kind.STAFF);
        operation.setSecurity(null);
        switch (kind) {
            case PUBLIC -> operation.setSecurity(new java.util.ArrayList<>());
            case CRON -> operation.addSecurityRequirement(OASFactory.createSecurityRequirement().addScheme(CRON_SECRET));
            case WEBHOOK -> operation.addSecurityRequirement(OASFactory.createSecurityRequirement().addScheme(WEBHOOK_TOKEN));
            default -> {
                operation.addSecurityRequirement(OASFactory.createSecurityRequirement().addScheme(SESSION_COOKIE));
                operation.addSecurityRequirement(OASFactory.createSecurityRequirement().addScheme(BEARER_TOKEN));
            }
        }
        String keyScope = keyScopes.getOrDefault(method.name() + " " + path, RouteSecurity.KEY_UNDECIDED);
        if (!keyScope.equals(RouteSecurity.KEY_UNDECIDED)) {
            operation.addExtension(KEY_SCOPE_EXTENSION, keyScope);
        }
        if (!keyScope.isEmpty() && !keyScope.equals(RouteSecurity.KEY_NONE)) {
            operation.addSecurityRequirement(OASFactory.createSecurityRequirement().addScheme(API_KEY, keyScope));
        }
        if (operation.getResponses() == null) {
            operation.setResponses(OASFactory.createAPIResponses());
        }
        APIResponses responses = operation.getResponses();
        if (kind != RouteSecurity.Kind.PUBLIC) {
            addProblem(responses, "401", kind == RouteSecurity.Kind.CRON ? "Missing or wrong cron secret"
                    : kind == RouteSecurity.Kind.WEBHOOK ? "Missing or wrong webhook token" : "No valid session");
        }
        if (kind == RouteSecurity.Kind.STAFF || kind == RouteSecurity.Kind.ROLES) {
            addProblem(responses, "403", "Signed in, but the role may not call this");
        }
        if (idempotent.contains(method.name() + " " + path)) {
            operation.addParameter(OASFactory.createParameter().name("Idempotency-Key").in(org.eclipse.microprofile.openapi.models.parameters.Parameter.In.HEADER)
                    .required(false).schema(OASFactory.createSchema().addType(org.eclipse.microprofile.openapi.models.media.Schema.SchemaType.STRING).maxLength(255))
                    .description("Makes a retry safe (IETF draft httpapi-idempotency-key-header): a repeat by the same caller with the "
                            + "same body within 24 hours gets the first answer again (header `Idempotent-Replayed: true`) and creates nothing."));
            addProblem(responses, "409", "`IDEMPOTENCY_KEY_IN_USE`: the first request with this Idempotency-Key is still running");
            addProblem(responses, "422", "`IDEMPOTENCY_KEY_REUSED`: this Idempotency-Key was used with another body");
        }
        boolean hasClientError = responses.getAPIResponses() != null
                && responses.getAPIResponses().keySet().stream().anyMatch(code -> code.startsWith("4"));
        if (!hasClientError) {
            addProblem(responses, "400", "Invalid input (`VALIDATION_FAILED`)");
        }
    }

    private static void addProblem(APIResponses responses, String status, String description) {
        if (responses.hasAPIResponse(status)) {
            return;
        }
        responses.addAPIResponse(status, OASFactory.createAPIResponse().description(description)
                .content(OASFactory.createContent().addMediaType("application/problem+json",
                        OASFactory.createMediaType().schema(OASFactory.createSchema().ref(PROBLEM)))));
    }

    private static void addSchemes(Components components) {
        components.addSecurityScheme(SESSION_COOKIE, OASFactory.createSecurityScheme().type(SecurityScheme.Type.APIKEY)
                .in(SecurityScheme.In.COOKIE).name("next-auth.session-token")
                .description("The NextAuth session cookie set by the credentials or identity-provider callback "
                        + "(`__Secure-next-auth.session-token` over HTTPS)."));
        components.addSecurityScheme(BEARER_TOKEN, OASFactory.createSecurityScheme().type(SecurityScheme.Type.HTTP)
                .scheme("bearer").description("The same session token as `Authorization: Bearer <token>`, for non-browser clients."));
        components.addSecurityScheme(API_KEY, OASFactory.createSecurityScheme().type(SecurityScheme.Type.HTTP)
                .scheme("bearer").bearerFormat("ask_<key id>_<secret>")
                .description("An organization API key (`/api/admin/api-keys`) as `Authorization: Bearer ask_...`. It acts as the "
                        + "organization on the operations whose `x-api-key-scope` it holds; any other answers 403 "
                        + "`API_KEY_SCOPE_MISSING` (naming the scope) or `API_KEY_NOT_ALLOWED`; a revoked or expired key 401; "
                        + "above `API_KEY_RATE_LIMIT_PER_MINUTE` requests a minute 429 with `Retry-After`. Creating POSTs take an "
                        + "`Idempotency-Key` header (ADR 0057)."));
        components.addSecurityScheme(CRON_SECRET, OASFactory.createSecurityScheme().type(SecurityScheme.Type.HTTP)
                .scheme("bearer").description("`Authorization: Bearer <CRON_SECRET>` for `/api/cron/*`."));
        components.addSecurityScheme(WEBHOOK_TOKEN, OASFactory.createSecurityScheme().type(SecurityScheme.Type.APIKEY)
                .in(SecurityScheme.In.HEADER).name("asaas-access-token")
                .description("The token the payment provider sends with each webhook delivery."));
    }
}

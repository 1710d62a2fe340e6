package app.assessment.bootstrap.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.user.Role;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Every operation of docs/openapi.yaml, anonymous and signed in as an administrator of a fresh
 * organization, with requests derived from its schema by {@link HostileRequests} (a few thousand
 * in all). No answer may be a 5xx, and every error must be application/problem+json (docs/api.md §2).
 * Server-sent event streams are left out: a well-formed request keeps its answer open for good
 * (AuditStreamTest drives them with a real stream client).
 */
@QuarkusTest
class OpenApiFuzzTest {

    private static final String WEBHOOK_TOKEN = "dev-only-asaas-webhook-token-0123456789";

    @Inject
    TestAccounts accounts;

    @TestHTTPResource
    URL base;

    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).followRedirects(HttpClient.Redirect.NEVER).build();

    @Test
    void noOperation_answersAnyHostileRequestWith5xx_orANonProblemError() throws Exception {
        OpenApiOperations doc = OpenApiOperations.load(Path.of("..", "docs", "openapi.yaml"));
        HostileRequests hostile = new HostileRequests(doc);
        List<String> failures = new ArrayList<>();
        Map<String, Integer> statuses = new TreeMap<>();
        int sent = 0;
        List<OpenApiOperations.Operation> operations = doc.operations().stream().filter(op -> !op.eventStream()).toList();
        assertThat(operations).hasSizeGreaterThan(50);
        for (OpenApiOperations.Operation op : operations) {
            Browser admin = Browser.signedIn(accounts.user(accounts.organization(), Role.ADMIN).email(), TestAccounts.PASSWORD);
            String cookie = "next-auth.session-token=" + admin.sessionToken();
            for (HostileRequests.Request request : hostile.of(op)) {
                for (String session : new String[] {null, cookie}) {
                    HttpResponse<String> response = send(request, session);
                    sent++;
                    int status = response.statusCode();
                    statuses.merge(status / 100 + "xx", 1, Integer::sum);
                    String type = response.headers().firstValue("Content-Type").orElse("");
                    if (status >= 500 || (status >= 400 && !type.startsWith("application/problem+json"))) {
                        failures.add(status + " " + type + " " + op.name() + " [" + request.label() + "]"
                                + (session == null ? " anonymous" : " signed in") + ": " + abbreviated(response.body()));
                    }
                }
            }
        }
        System.out.printf("OpenApiFuzzTest: %d requests over %d operations, by status class %s, %d failures%n",
                sent, operations.size(), statuses, failures.size());
        assertThat(sent).isGreaterThan(2000);
        assertThat(failures).as(failures.stream().limit(60).collect(Collectors.joining("\n"))).isEmpty();
    }

    private HttpResponse<String> send(HostileRequests.Request request, String cookie) throws Exception {
        HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(base.toString().replaceAll("/$", "") + request.pathAndQuery()))
                .timeout(Duration.ofSeconds(30))
                .header("X-Forwarded-For", Browser.newAddress());
        if (request.contentType() != null) {
            builder.header("Content-Type", request.contentType());
        }
        if (cookie != null) {
            builder.header("Cookie", cookie).header("Origin", base.getProtocol() + "://" + base.getHost() + ":" + base.getPort());
            if (request.pathAndQuery().startsWith("/api/webhooks/")) {
                builder.header("asaas-access-token", WEBHOOK_TOKEN);
            }
        }
        HttpRequest.BodyPublisher body = request.body() == null ? HttpRequest.BodyPublishers.noBody()
                : HttpRequest.BodyPublishers.ofByteArray(request.body());
        return http.send(builder.method(request.method().toUpperCase(), body).build(), HttpResponse.BodyHandlers.ofString());
    }

    private static String abbreviated(String body) {
        String oneLine = body == null ? "" : body.replaceAll("\\s+", " ");
        return oneLine.length() > 300 ? oneLine.substring(0, 300) + "..." : oneLine;
    }
}

package app.assessment.adapters.identity.oidc;

import app.assessment.domain.shared.DomainException;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.Map;
import java.util.stream.Collectors;
import org.eclipse.microprofile.faulttolerance.exceptions.BulkheadException;
import org.jose4j.http.Get;
import org.jose4j.http.SimpleGet;
import org.jose4j.json.JsonUtil;
import org.jose4j.lang.JoseException;

/**
 * JSON over HTTP to the identity provider (discovery and token endpoint) with the JDK client,
 * and the JWKS reads of the id_token check; every call under {@link IdentityProviderCallLimit}.
 * Bodies are never logged: the token endpoint's answer holds tokens.
 */
@ApplicationScoped
public class OidcHttp {

    private static final Duration TIMEOUT = Duration.ofSeconds(10);

    private final HttpClient client = HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(5))
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();
    private final IdentityProviderCallLimit limit;

    public OidcHttp(IdentityProviderCallLimit limit) {
        this.limit = limit;
    }

    /** jose4j's JWKS reader, with the timeouts of the other calls and under the same limit. */
    SimpleGet jwksGet() {
        Get get = new Get();
        get.setConnectTimeout(5_000);
        get.setReadTimeout((int) TIMEOUT.toMillis());
        return location -> {
            try {
                return limit.run(() -> {
                    try {
                        return get.get(location);
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                });
            } catch (UncheckedIOException e) {
                throw e.getCause();
            } catch (BulkheadException e) {
                throw new IOException("Too many calls to identity providers in flight", e);
            }
        };
    }

    /** A JSON document; anything but a 200 JSON object means the provider is unusable right now. */
    public Map<String, Object> getJson(String url) {
        HttpResponse<String> response = send(HttpRequest.newBuilder(URI.create(url)).timeout(TIMEOUT)
                .header("Accept", "application/json").GET().build());
        if (response.statusCode() != 200) {
            throw unavailable();
        }
        return parse(response.body());
    }

    /**
     * A form POST with optional HTTP Basic client authentication. A 4xx is the provider refusing
     * the request (e.g. {@code invalid_grant}): the sign-in fails, the provider is fine.
     */
    public Map<String, Object> postForm(String url, Map<String, String> form, String basicUser, String basicPassword) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url)).timeout(TIMEOUT)
                .header("Accept", "application/json")
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(formEncode(form)));
        if (basicUser != null) {
            // RFC 6749 §2.3.1: both parts are form-encoded before Base64.
            String pair = encode(basicUser) + ":" + encode(basicPassword);
            request.header("Authorization", "Basic " + Base64.getEncoder().encodeToString(pair.getBytes(StandardCharsets.UTF_8)));
        }
        HttpResponse<String> response = send(request.build());
        if (response.statusCode() >= 400 && response.statusCode() < 500) {
            throw new DomainException(DomainException.Kind.UNAUTHENTICATED, "OIDC_CODE_REJECTED",
                    "The identity provider refused the authorization code");
        }
        if (response.statusCode() != 200) {
            throw unavailable();
        }
        return parse(response.body());
    }

    public static String formEncode(Map<String, String> form) {
        return form.entrySet().stream().map(e -> encode(e.getKey()) + "=" + encode(e.getValue()))
                .collect(Collectors.joining("&"));
    }

    static DomainException unavailable() {
        return new DomainException(DomainException.Kind.UPSTREAM_FAILED, "IDENTITY_PROVIDER_UNAVAILABLE",
                "The identity provider could not be reached or answered unexpectedly");
    }

    private HttpResponse<String> send(HttpRequest request) {
        try {
            return limit.run(() -> {
                try {
                    return client.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
                } catch (IOException e) {
                    throw unavailable();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw unavailable();
                }
            });
        } catch (BulkheadException e) {
            throw unavailable();
        }
    }

    private static Map<String, Object> parse(String body) {
        try {
            return JsonUtil.parseJson(body);
        } catch (JoseException | RuntimeException e) {
            throw unavailable();
        }
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }
}

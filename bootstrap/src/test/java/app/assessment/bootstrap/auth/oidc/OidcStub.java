package app.assessment.bootstrap.auth.oidc;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;

import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.verification.LoggedRequest;
import java.util.List;
import java.util.Map;
import org.jose4j.json.JsonUtil;
import org.jose4j.jwk.JsonWebKey;
import org.jose4j.jwk.JsonWebKeySet;
import org.jose4j.jwk.RsaJsonWebKey;
import org.jose4j.jwk.RsaJwkGenerator;
import org.jose4j.jws.AlgorithmIdentifiers;
import org.jose4j.jws.JsonWebSignature;
import org.jose4j.jwt.JwtClaims;
import org.jose4j.lang.JoseException;

/**
 * A real OpenID Connect provider over HTTP (WireMock): discovery, JWKS with an RSA key made
 * here, and a token endpoint that hands out whatever id_token the test signs, but only to the
 * configured client authenticating with HTTP Basic and only for {@link #CODE}.
 */
public final class OidcStub {

    public static final String CLIENT_ID = "assessment-client";
    public static final String CLIENT_SECRET = "client-secret-for-tests";
    public static final String CODE = "authorization-code-1";
    private static final String KEY_ID = "stub-key-1";

    private final WireMockServer server = new WireMockServer(options().dynamicPort().bindAddress("127.0.0.1"));
    private final RsaJsonWebKey key = generateKey();

    void start() {
        server.start();
        server.stubFor(get("/.well-known/openid-configuration").willReturn(okJson(JsonUtil.toJson(Map.of(
                "issuer", issuer(),
                "authorization_endpoint", issuer() + "/authorize",
                "token_endpoint", issuer() + "/token",
                "jwks_uri", issuer() + "/jwks",
                "response_types_supported", List.of("code"),
                "subject_types_supported", List.of("public"),
                "id_token_signing_alg_values_supported", List.of("RS256"),
                "token_endpoint_auth_methods_supported", List.of("client_secret_basic", "client_secret_post"))))));
        server.stubFor(get("/jwks").willReturn(okJson(new JsonWebKeySet(key).toJson(JsonWebKey.OutputControlLevel.PUBLIC_ONLY))));
    }

    void stop() {
        server.stop();
    }

    public String issuer() {
        return "http://127.0.0.1:" + server.port();
    }

    /** The next token request with the right client and code gets this id_token; anything else invalid_grant. */
    public void answerTokenRequestsWith(String idToken) {
        server.resetRequests();
        server.stubFor(post("/token").atPriority(10)
                .willReturn(aResponse().withStatus(400).withHeader("Content-Type", "application/json")
                        .withBody("{\"error\":\"invalid_grant\"}")));
        server.stubFor(post("/token").atPriority(1)
                .withBasicAuth(CLIENT_ID, CLIENT_SECRET)
                .withFormParam("grant_type", equalTo("authorization_code"))
                .withFormParam("code", equalTo(CODE))
                .willReturn(okJson(JsonUtil.toJson(Map.of("access_token", "stub-access-token", "token_type", "Bearer",
                        "expires_in", 300, "id_token", idToken)))));
    }

    /** As {@link #answerTokenRequestsWith(String)}, each answer after {@code delayMillis}: a slow provider. */
    public void answerTokenRequestsSlowlyWith(String idToken, int delayMillis) {
        answerTokenRequestsWith(idToken);
        server.stubFor(post("/token").atPriority(1)
                .withBasicAuth(CLIENT_ID, CLIENT_SECRET)
                .withFormParam("code", equalTo(CODE))
                .willReturn(okJson(JsonUtil.toJson(Map.of("access_token", "stub-access-token", "token_type", "Bearer",
                        "expires_in", 300, "id_token", idToken))).withFixedDelay(delayMillis)));
    }

    public List<LoggedRequest> tokenRequests() {
        return server.findAll(postRequestedFor(urlEqualTo("/token")));
    }

    /** Claims a well-behaved provider would send for this e-mail and nonce. */
    public JwtClaims claims(String email, String nonce) {
        JwtClaims claims = new JwtClaims();
        claims.setIssuer(issuer());
        claims.setAudience(CLIENT_ID);
        claims.setSubject("stub-subject-" + email);
        claims.setIssuedAtToNow();
        claims.setExpirationTimeMinutesInTheFuture(5);
        claims.setClaim("nonce", nonce);
        claims.setClaim("email", email);
        claims.setClaim("email_verified", true);
        return claims;
    }

    public String sign(JwtClaims claims) {
        return sign(claims, key);
    }

    /** Signed with a key the provider never published, under the published key's id. */
    public String signWithForeignKey(JwtClaims claims) {
        return sign(claims, generateKey());
    }

    private static String sign(JwtClaims claims, RsaJsonWebKey signingKey) {
        JsonWebSignature jws = new JsonWebSignature();
        jws.setPayload(claims.toJson());
        jws.setKey(signingKey.getPrivateKey());
        jws.setKeyIdHeaderValue(KEY_ID);
        jws.setAlgorithmHeaderValue(AlgorithmIdentifiers.RSA_USING_SHA256);
        try {
            return jws.getCompactSerialization();
        } catch (JoseException e) {
            throw new IllegalStateException(e);
        }
    }

    private static RsaJsonWebKey generateKey() {
        try {
            RsaJsonWebKey generated = RsaJwkGenerator.generateJwk(2048);
            generated.setKeyId(KEY_ID);
            generated.setAlgorithm(AlgorithmIdentifiers.RSA_USING_SHA256);
            return generated;
        } catch (JoseException e) {
            throw new IllegalStateException(e);
        }
    }
}

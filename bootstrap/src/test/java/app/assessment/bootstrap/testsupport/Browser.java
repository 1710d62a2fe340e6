package app.assessment.bootstrap.testsupport;

import static io.restassured.RestAssured.given;

import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;

/** Signs in the way the NextAuth web client does: csrf, then the credentials callback, keeping cookies. */
public final class Browser {

    private final Map<String, String> cookies = new HashMap<>();
    private final String clientAddress;

    public Browser() {
        this(null);
    }

    /**
     * A browser that reaches the service from {@code clientAddress} (X-Forwarded-For; the test
     * client connects from a trusted proxy address). Tests with failed attempts use their own
     * address so per-IP limits never leak between tests.
     */
    public Browser(String clientAddress) {
        this.clientAddress = clientAddress;
    }

    /** An address no other test uses. */
    public static String newAddress() {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        return "10." + random.nextInt(256) + "." + random.nextInt(256) + "." + (1 + random.nextInt(254));
    }

    public static Browser signedIn(String email, String password) {
        return signedIn(email, password, null);
    }

    public static Browser signedIn(String email, String password, String code) {
        Browser browser = new Browser(newAddress());
        Response response = browser.signIn(email, password, code);
        if (response.statusCode() != 200) {
            throw new AssertionError("sign-in failed: " + response.statusCode() + " " + response.asString());
        }
        return browser;
    }

    public String csrf() {
        Response response = request().get("/api/auth/csrf");
        cookies.putAll(response.cookies());
        return response.jsonPath().getString("csrfToken");
    }

    public Response signIn(String email, String password, String code) {
        String csrfToken = csrf();
        RequestSpecification form = request().contentType("application/x-www-form-urlencoded")
                .formParam("email", email).formParam("password", password).formParam("csrfToken", csrfToken)
                .formParam("callbackUrl", "/pt/home").formParam("json", "true");
        if (code != null) {
            form.formParam("code", code);
        }
        Response response = form.post("/api/auth/callback/credentials");
        cookies.putAll(response.cookies());
        return response;
    }

    public RequestSpecification request() {
        RequestSpecification request = given().cookies(cookies);
        return clientAddress == null ? request : request.header("X-Forwarded-For", clientAddress);
    }

    public String sessionToken() {
        return cookies.get("next-auth.session-token");
    }

    public Map<String, String> cookies() {
        return cookies;
    }
}

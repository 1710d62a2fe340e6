package app.assessment.bootstrap.testsupport;

import static io.restassured.RestAssured.given;

import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.util.HashMap;
import java.util.Map;

/** Signs in the way the NextAuth web client does: csrf, then the credentials callback, keeping cookies. */
public final class Browser {

    private final Map<String, String> cookies = new HashMap<>();

    public static Browser signedIn(String email, String password) {
        Browser browser = new Browser();
        Response response = browser.signIn(email, password, null);
        if (response.statusCode() != 200) {
            throw new AssertionError("sign-in failed: " + response.statusCode() + " " + response.asString());
        }
        return browser;
    }

    public String csrf() {
        Response response = given().cookies(cookies).get("/api/auth/csrf");
        cookies.putAll(response.cookies());
        return response.jsonPath().getString("csrfToken");
    }

    public Response signIn(String email, String password, String code) {
        String csrfToken = csrf();
        RequestSpecification form = given().cookies(cookies).contentType("application/x-www-form-urlencoded")
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
        return given().cookies(cookies);
    }

    public String sessionToken() {
        return cookies.get("next-auth.session-token");
    }

    public Map<String, String> cookies() {
        return cookies;
    }
}

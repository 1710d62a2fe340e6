package app.assessment.bootstrap.auth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import app.assessment.bootstrap.testsupport.AuthenticatorApp;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.SecondFactor;
import app.assessment.domain.user.User;
import io.quarkus.test.common.http.TestHTTPResource;
import app.assessment.bootstrap.auth.oidc.OidcStub;
import app.assessment.bootstrap.auth.oidc.OneIdentityProviderProfile;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.io.IOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

/**
 * next-auth 4.24's own client ({@code next-auth/react}) and JWT code ({@code next-auth/jwt}),
 * pinned in {@code src/test/node/package-lock.json} and run by Node against this test server (with
 * one identity provider, a real HTTP stub): the web app's credentials and identity-provider
 * sign-in, session, update, sign-out and server-side token reading work unchanged
 * (issue #24). Node 18+ and npm are required; without them this test fails, it is never skipped.
 */
@QuarkusTest
@TestProfile(OneIdentityProviderProfile.class)
class NextAuthClientTest {

    OidcStub stub;

    private static final Path CLIENT = Path.of("src/test/node").toAbsolutePath();
    private static final String TOTP_SECRET = "JBSWY3DPEHPK3PXP";

    @Inject
    TestAccounts accounts;

    @ConfigProperty(name = "app.session.secret")
    String secret;

    @TestHTTPResource("/")
    URL server;

    @Test
    void nextAuthsOwnClient_signsInWithAndWithoutSecondFactor_updatesSignsOut_andItsGetTokenReadsTheCookie() throws Exception {
        Organization org = accounts.organization();
        User professor = accounts.user(org, Role.PROFESSOR);
        User withTotp = accounts.user(org, Role.PROFESSOR, new SecondFactor(false, TOTP_SECRET, true, null));

        run(List.of("npm", "ci", "--prefer-offline", "--no-audit", "--no-fund"), Map.of(), 300);
        String base = server.toString().replaceAll("/$", "");
        String seen = run(List.of("node", "check.js"), Map.of(
                "NEXTAUTH_URL", base,
                "NEXTAUTH_SECRET", secret,
                "IDP_ID", "test",
                "IDP_AUTHORIZE", stub.issuer() + "/authorize",
                "USER_EMAIL", professor.email(),
                "USER_PASSWORD", TestAccounts.PASSWORD,
                "TOTP_EMAIL", withTotp.email(),
                "TOTP_CODE", AuthenticatorApp.nextCodeFor(TOTP_SECRET),
                "CLIENT_ADDRESS", Browser.newAddress(),
                "BLOCKED_ADDRESS", Browser.newAddress()), 120);

        JsonPath result = JsonPath.from(seen.lines().reduce((first, second) -> second).orElseThrow());
        assertThat(result.getString("identityProviderResponseType")).isEqualTo("code");
        assertThat(result.getString("sessionUserId")).isEqualTo(professor.id());
        assertThat(result.getString("token.sub")).isEqualTo(professor.id());
        assertThat(result.getString("token.email")).isEqualTo(professor.email());
        assertThat(result.getString("token.name")).isEqualTo(professor.name());
        assertThat(result.getString("token.role")).isEqualTo("PROFESSOR");
        assertThat(result.getString("token.jti")).isEqualTo("string");
        assertThat(result.getString("blocked")).isEqualTo("RATE_LIMITED");
    }

    /** Runs a command in the client's directory; its output, or a failure naming what went wrong. */
    private static String run(List<String> command, Map<String, String> environment, int timeoutSeconds) throws Exception {
        // Output to a file: a pipe nobody reads until the end could fill and stall the process.
        Path log = Files.createTempFile("nextauth-client", ".log");
        ProcessBuilder builder = new ProcessBuilder(command).directory(CLIENT.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile());
        builder.environment().putAll(environment);
        Process process;
        try {
            process = builder.start();
        } catch (IOException e) {
            return fail("This test needs Node.js 18+ and npm on the PATH (" + command.get(0) + " could not start: "
                    + e.getMessage() + ")");
        }
        process.getOutputStream().close();
        boolean finished = process.waitFor(timeoutSeconds, TimeUnit.SECONDS);
        if (!finished) {
            process.destroyForcibly();
            return fail(String.join(" ", command) + " did not finish within " + timeoutSeconds + " s");
        }
        String output = Files.readString(log, StandardCharsets.UTF_8);
        Files.delete(log);
        assertThat(process.exitValue()).as("%s in %s:%n%s", String.join(" ", command), CLIENT, output).isZero();
        return output;
    }
}

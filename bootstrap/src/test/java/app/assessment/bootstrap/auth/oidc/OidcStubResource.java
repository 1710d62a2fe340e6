package app.assessment.bootstrap.auth.oidc;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.util.Map;

/** Starts the {@link OidcStub} before Quarkus and points provider {@code test} at it. */
public class OidcStubResource implements QuarkusTestResourceLifecycleManager {

    private final OidcStub stub = new OidcStub();

    @Override
    public Map<String, String> start() {
        stub.start();
        return Map.of(
                "app.oidc.test.issuer", stub.issuer(),
                "app.oidc.test.client-id", OidcStub.CLIENT_ID,
                "app.oidc.test.client-secret", OidcStub.CLIENT_SECRET,
                "app.oidc.test.display-name", "Test IdP");
    }

    @Override
    public void stop() {
        stub.stop();
    }

    @Override
    public void inject(TestInjector testInjector) {
        testInjector.injectIntoFields(stub, new TestInjector.MatchesType(OidcStub.class));
    }
}

package app.assessment.bootstrap.auth.oidc;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.List;

/** The service with one OpenID Connect provider, named {@code test}, served by a real HTTP stub. */
public class OneIdentityProviderProfile implements QuarkusTestProfile {

    @Override
    public List<TestResourceEntry> testResources() {
        return List.of(new TestResourceEntry(OidcStubResource.class));
    }
}

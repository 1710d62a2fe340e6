package app.assessment.bootstrap.payment;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.List;

/** Starts {@link AsaasStub} for the tests that use it only; every other test keeps the simulated provider. */
public class AsaasStubProfile implements QuarkusTestProfile {

    @Override
    public List<TestResourceEntry> testResources() {
        return List.of(new TestResourceEntry(AsaasStub.class));
    }
}

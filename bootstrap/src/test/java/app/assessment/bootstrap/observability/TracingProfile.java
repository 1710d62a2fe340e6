package app.assessment.bootstrap.observability;

import app.assessment.bootstrap.payment.AsaasStub;
import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.List;

/** The service with a trace collector configured, and Asaas on a stub so calls to it can be traced. */
public class TracingProfile implements QuarkusTestProfile {

    @Override
    public List<TestResourceEntry> testResources() {
        return List.of(new TestResourceEntry(OtlpReceiver.class), new TestResourceEntry(AsaasStub.class));
    }
}

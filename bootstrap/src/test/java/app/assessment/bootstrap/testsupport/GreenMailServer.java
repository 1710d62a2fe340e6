package app.assessment.bootstrap.testsupport;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import java.util.Map;

/**
 * Gives every test class a {@link Mailbox} on the suite's SMTP server ({@link TestMailServer},
 * started once per JVM). Global scope: every class sees the same resources, so Quarkus boots once.
 */
@WithTestResource(value = GreenMailServer.class, scope = TestResourceScope.GLOBAL)
public class GreenMailServer implements QuarkusTestResourceLifecycleManager {

    @Override
    public Map<String, String> start() {
        return Map.of();
    }

    @Override
    public void inject(TestInjector testInjector) {
        testInjector.injectIntoFields(new Mailbox("127.0.0.1", Integer.getInteger(TestMailServer.IMAP_PORT)),
                new TestInjector.MatchesType(Mailbox.class));
    }

    @Override
    public void stop() {
    }
}

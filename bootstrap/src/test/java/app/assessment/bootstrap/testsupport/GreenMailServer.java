package app.assessment.bootstrap.testsupport;

import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetup;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import java.util.Map;

/**
 * A real SMTP server (GreenMail) on a free port for the whole suite. Global scope: every test
 * class sees the same set of test resources, so Quarkus boots once instead of per class. Test
 * classes read what arrived through a {@link Mailbox} field, which this resource fills in.
 */
@WithTestResource(value = GreenMailServer.class, scope = TestResourceScope.GLOBAL)
public class GreenMailServer implements QuarkusTestResourceLifecycleManager {

    private GreenMail server;

    @Override
    public Map<String, String> start() {
        server = new GreenMail(new ServerSetup(0, "127.0.0.1", ServerSetup.PROTOCOL_SMTP).dynamicPort());
        server.start();
        return Map.of("quarkus.mailer.host", "127.0.0.1",
                "quarkus.mailer.port", String.valueOf(server.getSmtp().getPort()),
                "quarkus.mailer.start-tls", "DISABLED");
    }

    @Override
    public void inject(TestInjector testInjector) {
        testInjector.injectIntoFields(new Mailbox(server), new TestInjector.MatchesType(Mailbox.class));
    }

    @Override
    public void stop() {
        if (server != null) {
            server.stop();
        }
    }
}

package app.assessment.bootstrap.testsupport;

import com.icegreen.greenmail.configuration.GreenMailConfiguration;
import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetup;

/**
 * A real SMTP server (GreenMail) for the whole test JVM, started with the databases and never
 * restarted with the application: the mailer gets its port as system properties, and tests
 * read what arrived over IMAP, so no object crosses Quarkus' class loaders.
 */
final class TestMailServer implements AutoCloseable {

    static final String IMAP_PORT = "app.test.imap-port";

    private final GreenMail server;

    private TestMailServer(GreenMail server) {
        this.server = server;
    }

    static TestMailServer start() {
        ServerSetup smtp = new ServerSetup(0, "127.0.0.1", ServerSetup.PROTOCOL_SMTP).dynamicPort();
        GreenMail server = new GreenMail(new ServerSetup[] {smtp,
                new ServerSetup(0, "127.0.0.1", ServerSetup.PROTOCOL_IMAP).dynamicPort()});
        // Any IMAP login succeeds (an unknown address is an empty mailbox). A refused login ends
        // with the client dropping the connection without LOGOUT, and GreenMail's handler for such
        // a connection spins on end-of-stream: polling for a mail not yet sent left ~100 threads
        // burning both cores and slowed the whole suite.
        server.withConfiguration(GreenMailConfiguration.aConfig().withDisabledAuthentication());
        server.start();
        System.setProperty("quarkus.mailer.host", "127.0.0.1");
        System.setProperty("quarkus.mailer.port", String.valueOf(server.getSmtp().getPort()));
        System.setProperty("quarkus.mailer.start-tls", "DISABLED");
        System.setProperty(IMAP_PORT, String.valueOf(server.getImap().getPort()));
        return new TestMailServer(server);
    }

    @Override
    public void close() {
        server.stop();
    }
}

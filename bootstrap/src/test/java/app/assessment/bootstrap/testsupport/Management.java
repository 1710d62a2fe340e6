package app.assessment.bootstrap.testsupport;

import static io.restassured.RestAssured.given;

import io.restassured.specification.RequestSpecification;
import org.eclipse.microprofile.config.ConfigProvider;

/**
 * The management interface (health, metrics: docs/adr/0029), a port of its own apart from the
 * public one. Under @QuarkusTest it listens on {@code quarkus.management.test-port}, which Quarkus
 * sets to the port it actually bound; rest-assured's default port is the public one, so every
 * request to {@code /q/*} names this port.
 */
public final class Management {

    private Management() {
    }

    public static int port() {
        return ConfigProvider.getConfig().getValue("quarkus.management.test-port", Integer.class);
    }

    /** A request to the management port. */
    public static RequestSpecification request() {
        return given().port(port());
    }
}

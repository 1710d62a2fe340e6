package app.assessment.archfixtures.adapters.persistence;

import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Breaks the configuration rule on purpose: it reads a key itself (ADR 0037). On a static method's
 * parameter, which is no injection point, so Quarkus, which indexes the test classes, ignores it.
 */
public class ConfigPropertyInAdapter {
    static String port(@ConfigProperty(name = "quarkus.http.port") String port) {
        return port;
    }
}

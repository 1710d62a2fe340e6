package app.assessment.archfixtures.application.port.out;

/** Breaks the application and JAX-RS rules on purpose. */
public interface RestInApplication {
    jakarta.ws.rs.core.Response answer();
}

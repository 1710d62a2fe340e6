package app.assessment.archfixtures.domain;

/** Breaks the domain rule on purpose: the domain must not know CDI. */
public class FrameworkInDomain {
    public void publish(jakarta.enterprise.event.Event<String> events) {
        events.fire("changed");
    }
}

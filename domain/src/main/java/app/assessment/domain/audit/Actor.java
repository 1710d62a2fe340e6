package app.assessment.domain.audit;

import java.util.Objects;

/**
 * Who performed a write, as the audit log names them. A person acts through a session; the
 * service itself (cron jobs, start-up) and the payment provider (webhooks) act too.
 */
public record Actor(Kind kind, String userId, String name, String email, String organizationId, String ip) {

    /** PARTICIPANT: someone acting through a test link, without an account. */
    public enum Kind { USER, SYSTEM, PROVIDER, PARTICIPANT }

    public Actor {
        Objects.requireNonNull(kind, "kind");
        if (kind == Kind.USER) {
            Objects.requireNonNull(userId, "userId");
        }
    }

    public static Actor user(String userId, String name, String email, String organizationId, String ip) {
        return new Actor(Kind.USER, userId, name, email, organizationId, ip);
    }

    public static Actor system(String organizationId) {
        return new Actor(Kind.SYSTEM, null, "system", null, organizationId, null);
    }

    public static Actor provider(String organizationId, String ip) {
        return new Actor(Kind.PROVIDER, null, "provider", null, organizationId, ip);
    }

    public static Actor participant(String name, String organizationId, String ip) {
        return new Actor(Kind.PARTICIPANT, null, name, null, organizationId, ip);
    }

    /** The same actor acting inside another organization (a super administrator creating one, say). */
    public Actor inOrganization(String otherOrganizationId) {
        return new Actor(kind, userId, name, email, otherOrganizationId, ip);
    }
}

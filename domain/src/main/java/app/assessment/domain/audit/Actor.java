package app.assessment.domain.audit;

import java.util.Objects;

/**
 * Who performed a write, as the audit log names them. A person acts through a session; the
 * service itself (cron jobs, start-up) and the payment provider (webhooks) act too, and an
 * organization's API key, named by its id ({@code userId}) and name (issue 47).
 */
public record Actor(Kind kind, String userId, String name, String email, String organizationId, String ip) {

    /** PARTICIPANT: someone acting through a test link, without an account. */
    public enum Kind { USER, SYSTEM, PROVIDER, PARTICIPANT, API_KEY }

    public Actor {
        Objects.requireNonNull(kind, "kind");
        if (kind == Kind.USER || kind == Kind.API_KEY) {
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

    /** An API key acting for its organization: the key's id stands where a user's would. */
    public static Actor apiKey(String keyId, String keyName, String organizationId, String ip) {
        return new Actor(Kind.API_KEY, keyId, keyName, null, organizationId, ip);
    }

    public static Actor participant(String name, String organizationId, String ip) {
        return new Actor(Kind.PARTICIPANT, null, name, null, organizationId, ip);
    }

    /** The same actor acting inside another organization (a super administrator creating one, say). */
    public Actor inOrganization(String otherOrganizationId) {
        return new Actor(kind, userId, name, email, otherOrganizationId, ip);
    }
}

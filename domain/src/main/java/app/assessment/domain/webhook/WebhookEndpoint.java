package app.assessment.domain.webhook;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * A receiver of an organization's events, without its secrets (they are read only to sign).
 *
 * @param disabledReason why the service disabled it (three days of failures), null when an administrator did or it is enabled
 */
public record WebhookEndpoint(String id, String organizationId, String url, List<WebhookEventType> events, boolean enabled,
                              String description, String disabledReason, Instant createdAt, Instant updatedAt) {

    public static final int MAX_DESCRIPTION = 500;

    /**
     * The URL without its query or user info, where a receiver may keep a token: what audit entries and notices
     * show of an endpoint ({@code ""} for a URL that does not parse).
     */
    public static String shownUrl(String url) {
        try {
            java.net.URI uri = java.net.URI.create(url);
            return uri.getScheme() + "://" + uri.getHost() + (uri.getPort() < 0 ? "" : ":" + uri.getPort())
                    + (uri.getRawPath() == null ? "" : uri.getRawPath());
        } catch (IllegalArgumentException e) {
            return "";
        }
    }

    public WebhookEndpoint {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(organizationId, "organizationId");
        Objects.requireNonNull(url, "url");
        events = List.copyOf(events);
    }
}

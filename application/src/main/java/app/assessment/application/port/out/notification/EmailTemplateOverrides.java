package app.assessment.application.port.out.notification;

import app.assessment.domain.notification.NotificationType;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The templates organizations edited, per type and locale. Read on every render, so an edit is
 * used at once by every instance.
 */
public interface EmailTemplateOverrides {

    Optional<TemplateParts> find(String organizationId, NotificationType type, String locale);

    /** The organization's overrides, without their bodies. */
    List<Overridden> list(String organizationId);

    void save(String organizationId, NotificationType type, String locale, TemplateParts parts, Instant at, String userId);

    /** @return whether there was an override to remove */
    boolean delete(String organizationId, NotificationType type, String locale);

    record Overridden(String key, String locale, Instant updatedAt) {
    }
}

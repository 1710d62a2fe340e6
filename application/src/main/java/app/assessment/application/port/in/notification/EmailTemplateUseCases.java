package app.assessment.application.port.in.notification;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.out.notification.NotificationRenderer.Rendered;
import app.assessment.application.port.out.notification.TemplateParts;
import java.time.Instant;
import java.util.List;

/**
 * A super administrator's editing of an organization's e-mail templates, per type (the key) and
 * locale, over the shipped defaults. {@code organizationId} null means the caller's own.
 */
public interface EmailTemplateUseCases {

    List<Summary> list(Caller caller, String organizationId, String locale);

    Effective get(Caller caller, String organizationId, String key, String locale);

    Effective save(Caller caller, String organizationId, String key, Draft draft);

    void restore(Caller caller, String organizationId, String key, String locale);

    /** @param draft null renders the stored (effective) template of {@code locale} */
    Rendered preview(Caller caller, String organizationId, String key, String locale, Draft draft);

    /** A template as written, in one locale (null: the route's default). */
    record Draft(String locale, String subject, String html, String text) {
    }

    record Summary(String key, List<String> variables, List<LocaleState> locales) {
    }

    /** @param updatedAt when the override was stored; null for a shipped default */
    record LocaleState(String locale, boolean overridden, Instant updatedAt) {
    }

    /** @param shippedDefault whether this is the default shipped with the service (no override) */
    record Effective(String organizationId, String key, String locale, TemplateParts parts, boolean shippedDefault,
                     List<String> variables) {
    }
}

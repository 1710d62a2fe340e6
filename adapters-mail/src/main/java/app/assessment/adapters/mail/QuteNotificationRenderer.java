package app.assessment.adapters.mail;

import app.assessment.application.port.out.notification.NotificationRenderer;
import app.assessment.domain.notification.NotificationType;
import io.quarkus.qute.Engine;
import io.quarkus.qute.Template;
import io.quarkus.qute.Variant;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Notifications rendered with Qute from the shipped defaults ({@link ShippedTemplates}). The
 * subject and text parts are parsed as plain text and the HTML part as {@code text/html}, which
 * Qute escapes value by value. A template gets a map of strings only (the documented variables,
 * absent ones empty) and rendering is strict, so a template can neither reach an object behind a
 * value nor name a variable that does not exist.
 */
@ApplicationScoped
public class QuteNotificationRenderer implements NotificationRenderer {

    private static final Variant TEXT = Variant.forContentType(Variant.TEXT_PLAIN);
    private static final Variant HTML = Variant.forContentType(Variant.TEXT_HTML);

    private final Engine engine;
    private final ShippedTemplates shipped;
    private final Map<String, Template> parsed = new ConcurrentHashMap<>();

    public QuteNotificationRenderer(Engine engine, ShippedTemplates shipped) {
        this.engine = engine;
        this.shipped = shipped;
    }

    @Override
    public Rendered render(NotificationType type, String locale, Map<String, String> values) {
        ShippedTemplates.Parts parts = shipped.of(type, locale);
        String key = type.name() + "/" + parts.locale();
        Map<String, Object> data = Map.copyOf(values);
        String subject = template(key + "/subject", parts.subject(), TEXT).render(data).strip();
        String text = template(key + "/text", parts.text(), TEXT).render(data);
        String html = Html.page(subject, template(key + "/html", parts.html(), HTML).render(data), parts.locale());
        return new Rendered(subject, text, html);
    }

    private Template template(String key, String content, Variant variant) {
        return parsed.computeIfAbsent(key, ignored -> engine.parse(content, variant, key));
    }
}

package app.assessment.application.fakes;

import app.assessment.application.port.out.notification.EmailTemplateEngine;
import app.assessment.application.port.out.notification.EmailTemplateOverrides;
import app.assessment.application.port.out.notification.NotificationRenderer.Rendered;
import app.assessment.application.port.out.notification.TemplateParts;
import app.assessment.domain.notification.NotificationType;
import app.assessment.domain.notification.TemplateVariables;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Stored template overrides by organization, type and locale, and an engine for them: a variable is
 * {@code {{name}}}; a part naming a variable its type does not document, or with an unclosed
 * double brace, fails the check on its part and line, as the real engine's does. The shipped default reads
 * {@code shipped TYPE locale}; a render puts the values in.
 */
public final class InMemoryEmailTemplates implements EmailTemplateOverrides, EmailTemplateEngine {

    private static final Pattern VARIABLE = Pattern.compile("\\{\\{(\\w+)}}");

    public final Map<String, TemplateParts> stored = new LinkedHashMap<>();
    public final Map<String, Instant> storedAt = new LinkedHashMap<>();
    /** The values every draft was rendered with. */
    public final List<Map<String, String>> renderedWith = new ArrayList<>();

    public static String key(String organizationId, NotificationType type, String locale) {
        return organizationId + "/" + type + "/" + locale;
    }

    @Override
    public Optional<TemplateParts> find(String organizationId, NotificationType type, String locale) {
        return Optional.ofNullable(stored.get(key(organizationId, type, locale)));
    }

    @Override
    public List<Overridden> list(String organizationId) {
        return stored.keySet().stream().filter(k -> k.startsWith(organizationId + "/")).map(k -> k.split("/"))
                .map(k -> new Overridden(k[1], k[2], storedAt.get(String.join("/", k)))).toList();
    }

    @Override
    public void save(String organizationId, NotificationType type, String locale, TemplateParts parts, Instant at, String userId) {
        stored.put(key(organizationId, type, locale), parts);
        storedAt.put(key(organizationId, type, locale), at);
    }

    @Override
    public boolean delete(String organizationId, NotificationType type, String locale) {
        storedAt.remove(key(organizationId, type, locale));
        return stored.remove(key(organizationId, type, locale)) != null;
    }

    @Override
    public TemplateParts shipped(NotificationType type, String locale) {
        String text = "shipped " + type + " " + locale;
        return new TemplateParts(text, text, text);
    }

    @Override
    public Optional<TemplateError> check(NotificationType type, TemplateParts parts) {
        return error("subject", parts.subject(), type).or(() -> error("html", parts.html(), type))
                .or(() -> error("text", parts.text(), type));
    }

    @Override
    public Rendered renderDraft(NotificationType type, String locale, TemplateParts parts, Map<String, String> values) {
        renderedWith.add(values);
        return new Rendered(fill(parts.subject(), values), fill(parts.text(), values), fill(parts.html(), values));
    }

    private static Optional<TemplateError> error(String part, String source, NotificationType type) {
        String[] lines = source.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            Matcher m = VARIABLE.matcher(lines[i]);
            while (m.find()) {
                if (!TemplateVariables.of(type).contains(m.group(1))) {
                    return Optional.of(new TemplateError(part, i + 1, m.group(1), "not a variable of this template"));
                }
            }
            if (VARIABLE.matcher(lines[i]).replaceAll("").contains("{{")) {
                return Optional.of(new TemplateError(part, i + 1, null, "unclosed {{"));
            }
        }
        return Optional.empty();
    }

    private static String fill(String source, Map<String, String> values) {
        return VARIABLE.matcher(source).replaceAll(m -> Matcher.quoteReplacement(values.getOrDefault(m.group(1), "")));
    }
}

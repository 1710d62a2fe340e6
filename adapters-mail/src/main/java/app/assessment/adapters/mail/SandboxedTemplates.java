package app.assessment.adapters.mail;

import app.assessment.application.port.out.notification.EmailTemplateEngine.TemplateError;
import app.assessment.domain.notification.NotificationType;
import app.assessment.domain.notification.TemplateVariables;
import io.quarkus.qute.Engine;
import io.quarkus.qute.Expression;
import io.quarkus.qute.HtmlEscaper;
import io.quarkus.qute.IfSectionHelper;
import io.quarkus.qute.Template;
import io.quarkus.qute.TemplateException;
import io.quarkus.qute.ValueResolvers;
import io.quarkus.qute.Variant;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Qute for templates that administrators write, so a template can reach nothing but its type's
 * documented strings. The engine is our own, not the application's: it knows the {@code #if}
 * section only (no {@code #include}, {@code #let}, {@code #each}, {@code #eval}), no namespace
 * ({@code inject:}, {@code config:}, ...) and one value resolver, a map's lookup by key, and it
 * renders strictly. On top, every expression is checked: a plain documented name or a literal,
 * never a namespace, a property, a method or a parameter declaration.
 *
 * <p>Parsed templates are cached by their content, never by a name: an edit stored by another
 * instance is different content, so it is parsed and used at once, and nothing needs invalidating.
 */
@ApplicationScoped
public class SandboxedTemplates {

    static final Variant TEXT = Variant.forContentType(Variant.TEXT_PLAIN);
    static final Variant HTML = Variant.forContentType(Variant.TEXT_HTML);
    /** Distinct template contents kept parsed; beyond it the cache starts over (edits are rare). */
    private static final int CACHED = 1000;

    private final Engine engine = Engine.builder()
            .addSectionHelper(new IfSectionHelper.Factory())
            .addValueResolver(ValueResolvers.mapResolver())
            .addResultMapper(new HtmlEscaper(List.of(Variant.TEXT_HTML)))
            .strictRendering(true)
            .build();
    private final Map<String, Parsed> parsed = new ConcurrentHashMap<>();

    /** A template, or why it is refused. */
    record Parsed(Template template, TemplateError error) {
    }

    /** @param part subject, html or text (html is escaped, the others are not) */
    Parsed parse(NotificationType type, String part, String content) {
        String key = type.name() + '\0' + part + '\0' + content;
        Parsed found = parsed.get(key);
        if (found != null) {
            return found;
        }
        if (parsed.size() >= CACHED) {
            parsed.clear();
        }
        Parsed fresh = compile(type, part, content);
        parsed.put(key, fresh);
        return fresh;
    }

    String render(Template template, NotificationType type, Map<String, String> values) {
        Map<String, Object> data = new java.util.HashMap<>();
        for (String name : TemplateVariables.of(type)) {
            String value = values.get(name);
            data.put(name, value == null ? "" : value);
        }
        return template.render(data);
    }

    private Parsed compile(NotificationType type, String part, String content) {
        Template template;
        try {
            template = engine.parse(content, "html".equals(part) ? HTML : TEXT);
        } catch (TemplateException e) {
            int line = e.getOrigin() == null ? 0 : e.getOrigin().getLine();
            return new Parsed(null, new TemplateError(part, line, null, "syntax error: " + firstLine(e.getMessage())));
        }
        if (!template.getParameterDeclarations().isEmpty()) {
            var declaration = template.getParameterDeclarations().get(0);
            return new Parsed(null, new TemplateError(part, declaration.getOrigin().getLine(), declaration.getKey(),
                    "parameter declarations are not allowed"));
        }
        List<String> documented = TemplateVariables.of(type);
        for (Expression expression : template.getExpressions()) {
            TemplateError error = refusal(part, expression, documented);
            if (error != null) {
                return new Parsed(null, error);
            }
        }
        return new Parsed(template, null);
    }

    private static TemplateError refusal(String part, Expression expression, List<String> documented) {
        if (expression.isLiteral()) {
            return null;
        }
        int line = expression.getOrigin().getLine();
        String written = expression.toOriginalString();
        if (expression.hasNamespace()) {
            return new TemplateError(part, line, written, "namespaces are not allowed; use a documented variable");
        }
        List<Expression.Part> parts = expression.getParts();
        if (parts.size() != 1 || parts.get(0).isVirtualMethod()) {
            return new TemplateError(part, line, written, "only plain variables are allowed (no properties or methods)");
        }
        if (!documented.contains(parts.get(0).getName())) {
            return new TemplateError(part, line, parts.get(0).getName(),
                    "unknown variable; this template's variables are " + String.join(", ", documented));
        }
        return null;
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "unparsable template";
        }
        String line = message.strip().lines().findFirst().orElse(message);
        return line.length() > 300 ? line.substring(0, 300) : line;
    }
}

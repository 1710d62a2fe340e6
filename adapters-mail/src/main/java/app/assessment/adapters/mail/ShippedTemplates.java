package app.assessment.adapters.mail;

import app.assessment.domain.notification.NotificationType;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The default templates shipped in {@code notification-templates/<locale>/<TYPE>.txt}, one file
 * per type and locale holding three parts, each after a line {@code === subject},
 * {@code === text} or {@code === html}. Locales: pt-BR (the fallback) and en.
 */
@ApplicationScoped
public class ShippedTemplates {

    public static final String FALLBACK_LOCALE = "pt-BR";

    private final Map<String, Parts> loaded = new ConcurrentHashMap<>();

    public record Parts(String locale, String subject, String text, String html) {
    }

    public static String supported(String locale) {
        return locale != null && locale.toLowerCase(java.util.Locale.ROOT).startsWith("en") ? "en" : FALLBACK_LOCALE;
    }

    public Parts of(NotificationType type, String locale) {
        String chosen = supported(locale);
        return loaded.computeIfAbsent(chosen + "/" + type.name(), key -> parse(chosen, read("notification-templates/" + key + ".txt")));
    }

    private static Parts parse(String locale, String file) {
        String[] parts = new String[3];
        String[] names = {"subject", "text", "html"};
        int current = -1;
        StringBuilder part = new StringBuilder();
        for (String line : file.split("\n", -1)) {
            if (line.startsWith("=== ")) {
                if (current >= 0) {
                    parts[current] = part.toString();
                }
                current = java.util.Arrays.asList(names).indexOf(line.substring(4).strip());
                part.setLength(0);
            } else if (current >= 0) {
                part.append(line).append('\n');
            }
        }
        if (current >= 0) {
            parts[current] = part.toString();
        }
        for (int i = 0; i < parts.length; i++) {
            if (parts[i] == null) {
                throw new IllegalStateException("Shipped template without its " + names[i] + " part");
            }
        }
        return new Parts(locale, parts[0].strip(), parts[1].strip() + "\n", parts[2].strip());
    }

    private static String read(String resource) {
        try (InputStream in = ShippedTemplates.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("No shipped template " + resource);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

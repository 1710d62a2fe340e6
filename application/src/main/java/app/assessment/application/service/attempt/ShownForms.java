package app.assessment.application.service.attempt;

import app.assessment.domain.form.Form;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The forms attempts show, in memory by form version and attempt id (ADR 0053): the link's reload of a drawn form then
 * neither reads its instance nor rebuilds the form. Both halves of the key name one content for good: an attempt's
 * instance is written with its row, in one transaction, and never changed; bank versions never change; a form version
 * names one content (FormSnapshots). So nothing is ever invalidated and another instance of the service needs to tell
 * this one nothing: a newer form version is another key.
 *
 * <p>Least recently used out past {@link #MAX_FORMS}. A plain map under a lock (the application module has no cache
 * library): a lookup holds it for a hash probe, next to a request's two database round trips.
 */
@ApplicationScoped
public class ShownForms {

    /** ~5 KB each for 30 questions (the question records; texts and options are the version cache's): ~50 MB at most. */
    static final int MAX_FORMS = 10_000;

    private record Key(String formId, String formVersion, String attemptId) {
    }

    private final Map<Key, Form> forms = new LinkedHashMap<>(256, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Key, Form> eldest) {
            return size() > MAX_FORMS;
        }
    };

    /** The form kept for this attempt at this form version, else {@code build}'s (kept when there is one). */
    public Optional<Form> get(String formId, String formVersion, String attemptId, Supplier<Optional<Form>> build) {
        Key key = new Key(formId, formVersion, attemptId);
        synchronized (forms) {
            Form kept = forms.get(key);
            if (kept != null) {
                return Optional.of(kept);
            }
        }
        Optional<Form> built = build.get();
        built.ifPresent(form -> {
            synchronized (forms) {
                forms.putIfAbsent(key, form);
            }
        });
        return built;
    }
}

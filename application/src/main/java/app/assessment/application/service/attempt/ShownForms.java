package app.assessment.application.service.attempt;

import app.assessment.domain.form.Form;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The forms attempts show, in memory by form version and attempt id (ADR 0053): the link's reload of a drawn form then
 * neither reads its instance nor rebuilds the form. Both halves of the key name one content for good: an attempt's
 * instance is written with its row, in one transaction, and never changed; bank versions never change; a form version
 * names one content (FormSnapshots). So nothing is ever invalidated and another instance of the service needs to tell
 * this one nothing: a newer form version is another key.
 *
 * <p>Bounded by the questions held, least recently used out first: a 30-question form holds its question records and
 * option lists (~100 bytes a question by estimate, not measured; texts and options are the version cache's), so
 * {@link #MAX_QUESTIONS} is ~20 MB at most, 6,600 open attempts of 30 questions. A plain map under a lock (the
 * application module has no cache library): a lookup holds it for a hash probe, next to a request's two database
 * round trips.
 */
@ApplicationScoped
public class ShownForms {

    static final int MAX_QUESTIONS = 200_000;

    private record Key(String formId, String formVersion, String attemptId) {
    }

    private final LinkedHashMap<Key, Form> forms = new LinkedHashMap<>(256, 0.75f, true);
    private final int maxQuestions;
    private long questions;

    public ShownForms() {
        this(MAX_QUESTIONS);
    }

    ShownForms(int maxQuestions) {
        this.maxQuestions = maxQuestions;
    }

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
        built.ifPresent(form -> keep(key, form));
        return built;
    }

    private void keep(Key key, Form form) {
        synchronized (forms) {
            if (forms.putIfAbsent(key, form) != null) {
                return;
            }
            questions += weight(form);
            Iterator<Form> eldest = forms.values().iterator();
            while (questions > maxQuestions && eldest.hasNext()) {
                questions -= weight(eldest.next());
                eldest.remove();
            }
        }
    }

    /** At least one, so even forms showing no question are bounded. */
    private static int weight(Form form) {
        return Math.max(1, form.questions().size());
    }
}

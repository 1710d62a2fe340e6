package app.assessment.adapters.persistence.form;

import app.assessment.domain.form.Form;
import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Optional;

/**
 * Forms as of a version of their row, kept in memory: every test-link open, draft and submit
 * reads its form, and a 30-question form is ~150 joined rows that only change when someone
 * edits it. Every edit and the soft delete rewrite the form's row (its {@code updated_at}), so
 * a version names one content for good, and instances need not tell each other anything: a
 * reader that sees a newer version simply misses. A form is cached only when its row, its
 * questions and its version were read with no edit committing in between (see
 * {@link SqlFormReads#byIdVersioned}).
 */
@ApplicationScoped
public class FormSnapshots {

    /**
     * The version of form row {@code f}: PostgreSQL's transaction id of its last write, and its
     * {@code updated_at} in case freezing ever reported a common id for two writes.
     */
    public static final String VERSION = "f.xmin::text || ':' || (extract(epoch from f.updated_at) * 1000000)::bigint";

    private record Key(String formId, String version) {
    }

    private final Cache<Key, Form> forms = Caffeine.newBuilder().maximumSize(500).build();
    private final SqlFormReads reads;

    FormSnapshots(SqlFormReads reads) {
        this.reads = reads;
    }

    Optional<Form> byIdAt(String organizationId, String id, String version) {
        Form cached = forms.getIfPresent(new Key(id, version));
        if (cached != null && cached.organizationId().equals(organizationId)) {
            return Optional.of(cached);
        }
        Optional<SqlFormReads.Versioned> read = reads.byIdVersioned(organizationId, id);
        read.filter(SqlFormReads.Versioned::consistent).ifPresent(v -> forms.put(new Key(id, v.version()), v.form()));
        return read.map(SqlFormReads.Versioned::form);
    }
}

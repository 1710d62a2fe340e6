package app.assessment.adapters.persistence.attempt;

import app.assessment.adapters.persistence.shared.JsonColumns;
import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.application.port.out.attempt.AttemptInstanceStore;
import app.assessment.domain.form.AttemptInstance;
import com.fasterxml.jackson.core.type.TypeReference;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** {@code attempts.instance} (V50): the entries as JSON, null for attempts of forms that neither draw nor shuffle. */
@ApplicationScoped
public class SqlAttemptInstanceStore implements AttemptInstanceStore {

    private static final TypeReference<AttemptInstance> TYPE = new TypeReference<>() {
    };

    private final EntityManager em;
    private final JsonColumns json;

    public SqlAttemptInstanceStore(EntityManager em, JsonColumns json) {
        this.em = em;
        this.json = json;
    }

    @Override
    public void store(String attemptId, AttemptInstance instance) {
        Jdbc.update(em, "update attempts set instance = ?::jsonb where id = ?", json.write(instance, "Attempt instance"), attemptId);
    }

    @Override
    public Optional<AttemptInstance> of(String attemptId) {
        return Jdbc.query(em, "select instance::text from attempts where id = ? and instance is not null",
                rs -> read(rs.getString(1)), attemptId).stream().findFirst();
    }

    @Override
    public Optional<AttemptInstance> latestOf(String assignmentId) {
        return Jdbc.query(em, "select instance::text from attempts where assignment_id = ? and instance is not null "
                + "order by attempt_number desc limit 1", rs -> read(rs.getString(1)), assignmentId).stream().findFirst();
    }

    @Override
    public List<AttemptInstance> allOf(String assignmentId) {
        return Jdbc.query(em, "select instance::text from attempts where assignment_id = ? and instance is not null "
                + "order by attempt_number", rs -> read(rs.getString(1)), assignmentId);
    }

    @Override
    public Map<AttemptRef, AttemptInstance> byAttempt(Collection<String> assignmentIds) {
        Map<AttemptRef, AttemptInstance> instances = new HashMap<>();
        if (assignmentIds.isEmpty()) {
            return instances;
        }
        Jdbc.query(em, "select assignment_id, attempt_number, instance::text from attempts where assignment_id = any(cast(? as text[])) "
                        + "and instance is not null",
                rs -> Map.entry(new AttemptRef(rs.getString(1), rs.getInt(2)), read(rs.getString(3))),
                (Object) assignmentIds.toArray(String[]::new)).forEach(e -> instances.put(e.getKey(), e.getValue()));
        return instances;
    }

    private AttemptInstance read(String stored) {
        return json.read(stored, TYPE, "attempt instance");
    }
}

package app.assessment.adapters.persistence.assignment;

import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.adapters.persistence.shared.JsonColumns;
import app.assessment.application.port.out.assignment.DraftRepository;
import app.assessment.domain.form.ChosenOption;
import com.fasterxml.jackson.core.type.TypeReference;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** One row per assignment, replaced on every save (an upsert), answers as JSON. */
@ApplicationScoped
public class JdbcDraftRepository implements DraftRepository {

    private static final TypeReference<List<ChosenOption>> ANSWERS = new TypeReference<>() {
    };

    private final EntityManager em;
    private final JsonColumns json;

    public JdbcDraftRepository(EntityManager em, JsonColumns json) {
        this.em = em;
        this.json = json;
    }

    @Override
    public void save(String assignmentId, List<ChosenOption> answers, Instant at) {
        Jdbc.update(em, "insert into drafts (assignment_id, answers, updated_at) values (?, cast(? as jsonb), ?) "
                + "on conflict (assignment_id) do update set answers = excluded.answers, updated_at = excluded.updated_at",
                assignmentId, json.write(answers, "Draft answers"), at);
    }

    @Override
    public Optional<Draft> load(String assignmentId) {
        return Jdbc.query(em, "select cast(answers as text), updated_at from drafts where assignment_id = ?",
                rs -> new Draft(json.read(rs.getString(1), ANSWERS, "draft answers"), Jdbc.instant(rs, "updated_at")),
                assignmentId).stream().findFirst();
    }
}

package app.assessment.adapters.persistence.assignment;

import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.adapters.persistence.shared.JsonColumns;
import app.assessment.application.port.out.assignment.DraftRepository;
import app.assessment.domain.form.Answer;
import app.assessment.domain.form.AnswerFields;
import com.fasterxml.jackson.core.type.TypeReference;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** One row per assignment, replaced on every save (an upsert), answers as JSON in their wire form (AnswerFields). */
@ApplicationScoped
public class JdbcDraftRepository implements DraftRepository {

    private static final TypeReference<List<AnswerFields>> ANSWERS = new TypeReference<>() {
    };

    private final EntityManager em;
    private final JsonColumns json;

    public JdbcDraftRepository(EntityManager em, JsonColumns json) {
        this.em = em;
        this.json = json;
    }

    @Override
    public void save(String assignmentId, List<Answer> answers, Instant at) {
        Jdbc.update(em, "insert into drafts (assignment_id, answers, updated_at) values (?, cast(? as jsonb), ?) "
                + "on conflict (assignment_id) do update set answers = excluded.answers, updated_at = excluded.updated_at",
                assignmentId, json.writeWithoutNulls(answers.stream().map(AnswerFields::of).toList(), "Draft answers"), at);
    }

    @Override
    public Optional<Draft> load(String assignmentId) {
        return Jdbc.query(em, "select cast(answers as text), updated_at from drafts where assignment_id = ?",
                rs -> new Draft(json.read(rs.getString(1), ANSWERS, "draft answers").stream().map(AnswerFields::toAnswer).toList(),
                        Jdbc.instant(rs, "updated_at")),
                assignmentId).stream().findFirst();
    }
}

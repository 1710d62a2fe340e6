package app.assessment.adapters.persistence.assignment;

import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.application.port.out.assignment.DraftRepository;
import app.assessment.domain.form.ChosenOption;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
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
    private final ObjectMapper json;

    public JdbcDraftRepository(EntityManager em, ObjectMapper json) {
        this.em = em;
        this.json = json;
    }

    @Override
    public void save(String assignmentId, List<ChosenOption> answers, Instant at) {
        Jdbc.update(em, "insert into drafts (assignment_id, answers, updated_at) values (?, cast(? as jsonb), ?) "
                + "on conflict (assignment_id) do update set answers = excluded.answers, updated_at = excluded.updated_at",
                assignmentId, write(answers), at);
    }

    @Override
    public Optional<Draft> load(String assignmentId) {
        return Jdbc.query(em, "select cast(answers as text), updated_at from drafts where assignment_id = ?",
                rs -> new Draft(read(rs.getString(1)), Jdbc.instant(rs, "updated_at")), assignmentId).stream().findFirst();
    }

    private String write(List<ChosenOption> answers) {
        try {
            return json.writeValueAsString(answers);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("Draft answers are not serialisable", e);
        }
    }

    private List<ChosenOption> read(String stored) {
        try {
            return json.readValue(stored, ANSWERS);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A stored draft is not valid JSON", e);
        }
    }
}

package app.assessment.adapters.persistence.accommodation;

import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.application.port.out.attempt.AccommodationParticipants;
import app.assessment.domain.assignment.CandidateParticipant;
import app.assessment.domain.assignment.Participant;
import app.assessment.domain.assignment.StudentParticipant;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Students and candidates named by id or e-mail, one query for a whole import: each key is
 * joined to the live people of the organization by id or by {@code lower(email)} (the unique
 * e-mail indexes of V4). A promoted candidate is found by its id only: by e-mail it would always
 * collide with the student it became.
 */
@ApplicationScoped
public class SqlAccommodationParticipants implements AccommodationParticipants {

    private final EntityManager em;

    public SqlAccommodationParticipants(EntityManager em) {
        this.em = em;
    }

    @Override
    public Map<String, List<Participant>> byIdOrEmail(String organizationId, Collection<String> keys) {
        Map<String, List<Participant>> found = new HashMap<>();
        if (keys.isEmpty()) {
            return found;
        }
        String[] array = keys.toArray(String[]::new);
        Jdbc.query(em, "select k.key, 'STUDENT' as kind, s.id from unnest(cast(? as varchar[])) as k(key) join students s "
                        + "on s.organization_id = ? and s.deleted_at is null and (s.id = k.key or lower(s.email) = lower(k.key)) "
                        + "union all "
                        + "select k.key, 'CANDIDATE' as kind, c.id from unnest(cast(? as varchar[])) as k(key) join candidates c "
                        + "on c.organization_id = ? and c.deleted_at is null "
                        + "and (c.id = k.key or (c.status <> 'PROMOTED' and lower(c.email) = lower(k.key)))",
                rs -> found.computeIfAbsent(rs.getString("key"), key -> new ArrayList<>())
                        .add("STUDENT".equals(rs.getString("kind")) ? new StudentParticipant(rs.getString("id"))
                                : new CandidateParticipant(rs.getString("id"))),
                array, organizationId, array, organizationId);
        return found;
    }
}

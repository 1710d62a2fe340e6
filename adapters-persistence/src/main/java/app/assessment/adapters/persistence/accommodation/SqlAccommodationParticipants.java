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
 * Students and candidates named by id or e-mail, one query for a whole import: the keys are
 * joined to the live people of the organization by id and by {@code lower(email)}, {@code union}
 * removing a row found both ways. A promoted candidate is found by its id only: by e-mail it would always
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
        // Four equality joins rather than one "id = key or email = key": an OR join cannot hash and
        // ran a nested loop over the organization's people per key (60 s for 10,000 keys).
        String keysTable = "unnest(cast(? as varchar[])) as k(key)";
        Jdbc.query(em, "select k.key, 'STUDENT' as kind, s.id from " + keysTable + " join students s on s.id = k.key "
                        + "where s.organization_id = ? and s.deleted_at is null "
                        + "union select k.key, 'STUDENT', s.id from " + keysTable + " join students s on lower(s.email) = lower(k.key) "
                        + "where s.organization_id = ? and s.deleted_at is null and s.email is not null "
                        + "union select k.key, 'CANDIDATE', c.id from " + keysTable + " join candidates c on c.id = k.key "
                        + "where c.organization_id = ? and c.deleted_at is null "
                        + "union select k.key, 'CANDIDATE', c.id from " + keysTable + " join candidates c on lower(c.email) = lower(k.key) "
                        + "where c.organization_id = ? and c.deleted_at is null and c.email is not null and c.status <> 'PROMOTED'",
                rs -> found.computeIfAbsent(rs.getString("key"), key -> new ArrayList<>())
                        .add("STUDENT".equals(rs.getString("kind")) ? new StudentParticipant(rs.getString("id"))
                                : new CandidateParticipant(rs.getString("id"))),
                array, organizationId, array, organizationId, array, organizationId, array, organizationId);
        return found;
    }
}

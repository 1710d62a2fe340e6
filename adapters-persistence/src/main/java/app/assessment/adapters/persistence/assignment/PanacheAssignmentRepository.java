package app.assessment.adapters.persistence.assignment;

import app.assessment.adapters.persistence.attempt.AttemptSettingsJson;
import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.assignment.AssignmentRepository;
import app.assessment.domain.assignment.Assignment;
import app.assessment.domain.attempt.AttemptSettings;
import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import io.quarkus.panache.common.Sort;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

@ApplicationScoped
public class PanacheAssignmentRepository implements AssignmentRepository, PanacheRepositoryBase<AssignmentEntity, String> {

    private final Clock clock;
    private final AttemptSettingsJson settings;

    public PanacheAssignmentRepository(Clock clock, AttemptSettingsJson settings) {
        this.clock = clock;
        this.settings = settings;
    }

    @Override
    public void add(Assignment assignment) {
        AssignmentEntity entity = new AssignmentEntity();
        AssignmentMapper.copy(assignment, entity, clock.now());
        persist(entity);
    }

    @Override
    public void update(Assignment assignment) {
        AssignmentMapper.copy(assignment, findById(assignment.id()), clock.now());
    }

    @Override
    public Optional<Assignment> byId(String organizationId, String id) {
        return find("id = ?1 and organizationId = ?2", id, organizationId).firstResultOptional().map(AssignmentMapper::toDomain);
    }

    @Override
    public boolean completeIfActive(Assignment completed) {
        // One round trip. When the update matches nothing the submit fails and rolls the delete back.
        // The status and time written are the domain's (Assignment.complete); 'ACTIVE' is the state it completed from.
        Instant at = completed.completedAt();
        return Jdbc.update(getEntityManager(), "update assignments set status = ?, completed_at = ?, updated_at = ? "
                + "where id = ? and status = 'ACTIVE'; delete from drafts where assignment_id = ?", completed.status().name(), at, at,
                completed.id(), completed.id()) == 1;
    }

    @Override
    public void saveSettings(String assignmentId, AttemptSettings attemptSettings) {
        // Through the managed entity: a statement of our own would run before the entity's pending insert.
        findById(assignmentId).attemptSettings = settings.write(attemptSettings);
    }

    @Override
    public Map<String, AttemptSettings> settingsOf(Collection<String> assignmentIds) {
        if (assignmentIds.isEmpty()) {
            return Map.of();
        }
        Map<String, AttemptSettings> found = new HashMap<>();
        Jdbc.query(getEntityManager(), "select id, attempt_settings::text from assignments where id = any(?) "
                + "and attempt_settings is not null", rs -> found.put(rs.getString(1), settings.read(rs.getString(2))),
                (Object) assignmentIds.toArray(String[]::new));
        return found;
    }

    @Override
    public void completedAgain(String assignmentId, Instant at) {
        Jdbc.update(getEntityManager(), "update assignments set completed_at = ?, updated_at = ? where id = ? and status = 'COMPLETED'; "
                + "delete from drafts where assignment_id = ?", at, at, assignmentId, assignmentId);
    }

    @Override
    public Page page(Filter filter, int offset, int limit) {
        StringBuilder where = new StringBuilder("organizationId = :org");
        Map<String, Object> params = new HashMap<>();
        params.put("org", filter.organizationId());
        if (filter.assignedById() != null) {
            where.append(" and assignedById = :assigner");
            params.put("assigner", filter.assignedById());
        }
        if (filter.status() != null) {
            where.append(" and status = :status");
            params.put("status", filter.status());
        }
        if (filter.formId() != null) {
            where.append(" and formId = :form");
            params.put("form", filter.formId());
        }
        if (filter.studentId() != null) {
            where.append(" and studentId = :student");
            params.put("student", filter.studentId());
        }
        String query = where.toString();
        List<Assignment> items = find(query, Sort.descending("createdAt", "id"), params).range(offset, offset + limit - 1)
                .list().stream().map(AssignmentMapper::toDomain).toList();
        boolean lastPage = items.size() < limit && (offset == 0 || !items.isEmpty());
        return new Page(items, lastPage ? offset + items.size() : count(query, params));
    }
}

package app.assessment.adapters.persistence.assignment;

import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.assignment.ParticipantDirectory;
import app.assessment.domain.assignment.Participant;
import app.assessment.domain.assignment.StudentParticipant;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Reads students and candidates by id; names for a whole page come from one query. */
@ApplicationScoped
public class SqlParticipantDirectory implements ParticipantDirectory {

    private final EntityManager em;
    private final Clock clock;

    public SqlParticipantDirectory(EntityManager em, Clock clock) {
        this.em = em;
        this.clock = clock;
    }

    @Override
    public Optional<ParticipantInfo> find(String organizationId, Participant participant) {
        String sql = participant instanceof StudentParticipant
                ? "select name, email, cpf_cnpj from students where id = ? and organization_id = ? and deleted_at is null"
                : "select name, email, cpf_cnpj from candidates where id = ? and organization_id = ? and deleted_at is null";
        return Jdbc.query(em, sql, rs -> new ParticipantInfo(participant, rs.getString("name"), rs.getString("email"),
                rs.getString("cpf_cnpj")), participant.id(), organizationId).stream().findFirst();
    }

    @Override
    public List<ParticipantInfo> findAll(String organizationId, Collection<Participant> participants) {
        Map<String, Participant> byId = new HashMap<>();
        participants.forEach(p -> byId.put(p.id(), p));
        String[] students = participants.stream().filter(p -> p instanceof StudentParticipant).map(Participant::id).toArray(String[]::new);
        String[] candidates = participants.stream().filter(p -> !(p instanceof StudentParticipant)).map(Participant::id)
                .toArray(String[]::new);
        String live = " where id = any(?) and organization_id = ? and deleted_at is null";
        return Jdbc.query(em, "select id, name, email, cpf_cnpj from students" + live
                        + " union all select id, name, email, cpf_cnpj from candidates" + live,
                rs -> new ParticipantInfo(byId.get(rs.getString("id")), rs.getString("name"), rs.getString("email"),
                        rs.getString("cpf_cnpj")), students, organizationId, candidates, organizationId);
    }

    @Override
    public void setPayerDocument(String organizationId, Participant participant, String cpfCnpj) {
        String table = participant instanceof StudentParticipant ? "students" : "candidates";
        Jdbc.update(em, "update " + table + " set cpf_cnpj = ?, updated_at = ? where id = ? and organization_id = ? "
                + "and deleted_at is null", cpfCnpj, clock.now(), participant.id(), organizationId);
    }

    @Override
    public Map<String, String> namesOf(Collection<Participant> participants) {
        List<String> ids = participants.stream().map(Participant::id).distinct().toList();
        if (ids.isEmpty()) {
            return Map.of();
        }
        Map<String, String> names = new HashMap<>();
        String[] array = ids.toArray(String[]::new);
        Jdbc.query(em, "select id, name from students where id = any(?) union all select id, name from candidates where id = any(?)",
                rs -> names.put(rs.getString("id"), rs.getString("name")), array, array);
        return names;
    }
}

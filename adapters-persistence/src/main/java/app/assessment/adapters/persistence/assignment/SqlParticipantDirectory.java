package app.assessment.adapters.persistence.assignment;

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

    public SqlParticipantDirectory(EntityManager em) {
        this.em = em;
    }

    @Override
    public Optional<ParticipantInfo> find(String organizationId, Participant participant) {
        String sql = participant instanceof StudentParticipant
                ? "select name, email, cpf_cnpj from students where id = ?1 and organization_id = ?2 and deleted_at is null"
                : "select name, email, cpf_cnpj from candidates where id = ?1 and organization_id = ?2 and deleted_at is null";
        List<?> rows = em.createNativeQuery(sql).setParameter(1, participant.id()).setParameter(2, organizationId).getResultList();
        return rows.stream().findFirst().map(row -> {
            Object[] r = (Object[]) row;
            return new ParticipantInfo(participant, (String) r[0], (String) r[1], (String) r[2]);
        });
    }

    @Override
    public void setPayerDocument(String organizationId, Participant participant, String cpfCnpj) {
        String table = participant instanceof StudentParticipant ? "students" : "candidates";
        em.createNativeQuery("update " + table + " set cpf_cnpj = ?1, updated_at = now() where id = ?2 and organization_id = ?3 "
                        + "and deleted_at is null")
                .setParameter(1, cpfCnpj).setParameter(2, participant.id()).setParameter(3, organizationId).executeUpdate();
    }

    @Override
    public Map<String, String> namesOf(Collection<Participant> participants) {
        List<String> ids = participants.stream().map(Participant::id).distinct().toList();
        if (ids.isEmpty()) {
            return Map.of();
        }
        Map<String, String> names = new HashMap<>();
        em.createNativeQuery("select id, name from students where id in (:ids) union all select id, name from candidates where id in (:ids)")
                .setParameter("ids", ids).getResultList()
                .forEach(row -> names.put((String) ((Object[]) row)[0], (String) ((Object[]) row)[1]));
        return names;
    }
}

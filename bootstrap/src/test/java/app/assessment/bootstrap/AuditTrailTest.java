package app.assessment.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.organization.CreateOrganizationUseCase;
import app.assessment.bootstrap.testsupport.FailingAuditedWrite;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Role;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

@QuarkusTest
class AuditTrailTest {

    private static final Actor ANA = Actor.user("cana000000000000000000000", "Ana", "ana@example.com", "cplatform0000000000000000", "10.1.2.3");

    @Inject
    CreateOrganizationUseCase createOrganization;

    @Inject
    FailingAuditedWrite failingWrite;

    @Inject
    EntityManager em;

    @Test
    void successfulWrite_leavesExactlyOneEntryWithActorAndChanges() {
        String name = "Escola " + UUID.randomUUID();
        Organization created = createOrganization.create(new CreateOrganizationUseCase.Command(new Caller(ANA, Role.SUPER_ADMIN), name));

        List<Object[]> rows = entriesFor(created.id());
        assertThat(rows).hasSize(1);
        Object[] row = rows.get(0);
        assertThat(row[0]).isEqualTo("organization.create");
        assertThat(row[1]).isEqualTo("Ana");
        assertThat(row[2]).isEqualTo("ana@example.com");
        assertThat(row[3]).isEqualTo("10.1.2.3");
        assertThat(row[4]).isEqualTo(created.id());
        assertThat((String) row[5]).contains(name);
    }

    @Test
    void rejectedWrite_leavesNoEntry() {
        String name = "Colégio " + UUID.randomUUID();
        createOrganization.create(new CreateOrganizationUseCase.Command(new Caller(ANA, Role.SUPER_ADMIN), name));

        assertThatThrownBy(() -> createOrganization.create(new CreateOrganizationUseCase.Command(new Caller(ANA, Role.SUPER_ADMIN), name.toUpperCase())))
                .isInstanceOf(DomainException.class)
                .extracting(e -> ((DomainException) e).code()).isEqualTo("DUPLICATE_ORGANIZATION");
        assertThat(countByAction("organization.create", name)).isEqualTo(1);
    }

    @Test
    void writeFailingAfterItsAuditEntry_rollsTheEntryBack() {
        String marker = UUID.randomUUID().toString();
        assertThatThrownBy(() -> failingWrite.recordThenFail(marker)).isInstanceOf(IllegalStateException.class);
        assertThat(countByEntity(marker)).isZero();
    }

    @SuppressWarnings("unchecked")
    @Transactional
    List<Object[]> entriesFor(String organizationId) {
        return em.createNativeQuery("select action, actor_name, actor_email, ip, entity_id, changes::text "
                        + "from audit_entries where organization_id = ?1")
                .setParameter(1, organizationId).getResultList();
    }

    @Transactional
    long countByAction(String action, String name) {
        return ((Number) em.createNativeQuery("select count(*) from audit_entries where action = ?1 and changes->>'name' ilike ?2")
                .setParameter(1, action).setParameter(2, name).getSingleResult()).longValue();
    }

    @Transactional
    long countByEntity(String entityId) {
        return ((Number) em.createNativeQuery("select count(*) from audit_entries where entity_id = ?1")
                .setParameter(1, entityId).getSingleResult()).longValue();
    }
}

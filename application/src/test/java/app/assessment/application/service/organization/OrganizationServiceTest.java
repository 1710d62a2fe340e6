package app.assessment.application.service.organization;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import app.assessment.application.fakes.FixedClock;
import app.assessment.application.fakes.InMemoryOrganizations;
import app.assessment.application.fakes.RecordingAuditTrail;
import app.assessment.application.fakes.Samples;
import app.assessment.application.fakes.SequentialIds;
import app.assessment.application.port.in.organization.CreateOrganizationUseCase.Command;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Role;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** An organization's name is unique (409 DUPLICATE_ORGANIZATION), and its creation is audited inside the new organization. */
class OrganizationServiceTest {

    private final InMemoryOrganizations organizations = new InMemoryOrganizations();
    private final RecordingAuditTrail audit = new RecordingAuditTrail();
    private final OrganizationService service = new OrganizationService(organizations, audit, new SequentialIds(),
            new FixedClock(Samples.T0));

    @Test
    void create_newName_storesItAndAuditsTheCreationInTheNewOrganization() {
        Organization created = service.create(command("Escola Azul"));

        assertThat(created).isEqualTo(new Organization("id1", "Escola Azul", Samples.T0));
        assertThat(organizations.all()).containsExactly(created);
        assertThat(audit.last().action()).isEqualTo("organization.create");
        assertThat(audit.last().entityId()).isEqualTo("id1");
        assertThat(audit.last().actor().organizationId()).isEqualTo("id1");
        assertThat(audit.last().actor().userId()).isEqualTo("root");
        assertThat(audit.last().changes()).isEqualTo(Map.of("name", "Escola Azul"));
    }

    @Test
    void create_takenName_isAConflictAndStoresNothing() {
        service.create(command("Escola Azul"));

        DomainException refused = catchThrowableOfType(DomainException.class, () -> service.create(command("Escola Azul")));

        assertThat(refused.kind()).isEqualTo(DomainException.Kind.CONFLICT);
        assertThat(refused.code()).isEqualTo("DUPLICATE_ORGANIZATION");
        assertThat(organizations.all()).hasSize(1);
        assertThat(audit.entries).hasSize(1);
    }

    @Test
    void listAll_returnsEveryOrganization() {
        service.create(command("Escola Azul"));
        service.create(command("Escola Verde"));

        assertThat(service.listAll(Samples.caller(Role.SUPER_ADMIN, "root"))).extracting(Organization::name).containsExactly("Escola Azul", "Escola Verde");
    }

    @Test
    void anyoneButASuperAdministrator_isForbidden_andNothingIsStored() {
        for (Role role : new Role[] {Role.ADMIN, Role.PROFESSOR, Role.STUDENT}) {
            var caller = Samples.caller(role, "someone");

            DomainException create = catchThrowableOfType(DomainException.class,
                    () -> service.create(new Command(caller, "Escola " + role)));
            DomainException list = catchThrowableOfType(DomainException.class, () -> service.listAll(caller));

            assertThat(create.kind()).isEqualTo(DomainException.Kind.FORBIDDEN);
            assertThat(list.kind()).isEqualTo(DomainException.Kind.FORBIDDEN);
        }
        assertThat(organizations.all()).isEmpty();
        assertThat(audit.entries).isEmpty();
    }

    private static Command command(String name) {
        return new Command(Samples.caller(Role.SUPER_ADMIN, "root"), name);
    }
}

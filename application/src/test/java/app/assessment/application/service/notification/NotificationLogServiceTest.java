package app.assessment.application.service.notification;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import app.assessment.application.fakes.RecordingNotificationReads;
import app.assessment.application.fakes.Samples;
import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.notification.NotificationLogUseCase.Query;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.out.notification.NotificationReads.LogFilter;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Role;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The notification log is the administrators' (403 otherwise); an ADMIN reads their own organization and naming
 * another is 404, a SUPER_ADMIN the one named or all; the type, channel and status filters are checked.
 */
class NotificationLogServiceTest {

    private final RecordingNotificationReads reads = new RecordingNotificationReads();
    private final NotificationLogService service = new NotificationLogService(reads);

    @ParameterizedTest(name = "{0}")
    @CsvSource({"PROFESSOR", "STUDENT"})
    void list_nonAdministrator_isForbidden(Role role) {
        assertThat(refusal(Samples.caller(role, "u1"), query(null)).kind()).isEqualTo(DomainException.Kind.FORBIDDEN);
        assertThat(reads.logFilters).isEmpty();
    }

    /** An empty scope in the table is null: every organization. */
    @ParameterizedTest(name = "{0} asks {1}")
    @CsvSource({"ADMIN,,org1", "ADMIN,org1,org1", "SUPER_ADMIN,,", "SUPER_ADMIN,org1,org1", "SUPER_ADMIN,org2,org2"})
    void list_administrator_readsTheOrganizationPermissionsScopeTo(Role role, String asked, String scope) {
        service.list(Samples.caller(role, "u1"), query(asked), new PageRequest(1, 20));

        assertThat(reads.logFilters).singleElement().extracting(LogFilter::organizationId).isEqualTo(scope);
    }

    @Test
    void list_adminNamingAnotherOrganization_isNotFound() {
        assertThat(refusal(Samples.caller(Role.ADMIN, "u1"), query("org2")).kind()).isEqualTo(DomainException.Kind.NOT_FOUND);
        assertThat(reads.logFilters).isEmpty();
    }

    @Test
    void list_knownFilters_reachTheReadInTheirWireForm() {
        service.list(Samples.caller(Role.ADMIN, "u1"), new Query(null, "ANNOUNCEMENT", "in_app", "sent", "ana", Samples.T0,
                Samples.T0, "b1"), new PageRequest(2, 10));

        assertThat(reads.logFilters).containsExactly(new LogFilter(Samples.ORG, "ANNOUNCEMENT", "in_app", "sent", "ana",
                Samples.T0, Samples.T0, "b1"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"type,announcement,,", "type,NOPE,,", "channel,,sms,", "channel,,EMAIL,", "status,,,delivered"})
    void list_unknownFilterValue_isInvalidOnItsField(String field, String type, String channel, String status) {
        DomainException refused = refusal(Samples.caller(Role.SUPER_ADMIN, "u1"),
                new Query(null, type, channel, status, null, null, null, null));

        assertThat(refused.kind()).isEqualTo(DomainException.Kind.INVALID);
        assertThat(refused.field()).contains(field);
    }

    private DomainException refusal(Caller caller, Query query) {
        return catchThrowableOfType(DomainException.class, () -> service.list(caller, query, new PageRequest(1, 20)));
    }

    private static Query query(String organizationId) {
        return new Query(organizationId, null, null, null, null, null, null, null);
    }
}

package app.assessment.application.service.payment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import app.assessment.application.fakes.RecordingPaymentListing;
import app.assessment.application.fakes.Samples;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.out.payment.PaymentListing;
import app.assessment.domain.payment.PaymentStatus;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Role;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Payments are the administrators' (Permissions.managesPayments), and only of their own organization. */
class PaymentListServiceTest {

    private final RecordingPaymentListing listing = new RecordingPaymentListing();
    private final PaymentListService service = new PaymentListService(listing);

    @ParameterizedTest
    @EnumSource(value = Role.class, names = {"PROFESSOR", "STUDENT"})
    void list_nonAdministrator_isForbiddenAndReadsNothing(Role role) {
        DomainException refused = catchThrowableOfType(DomainException.class,
                () -> service.list(Samples.caller(role, "u1"), new PageRequest(1, 20), null));

        assertThat(refused.kind()).isEqualTo(DomainException.Kind.FORBIDDEN);
        assertThat(listing.filters).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(value = Role.class, names = {"ADMIN", "SUPER_ADMIN"})
    void list_administrator_readsTheCallersOrganizationWithTheStatusAndPageAsked(Role role) {
        service.list(Samples.caller(role, "u1"), new PageRequest(3, 20), PaymentStatus.PAID);

        assertThat(listing.filters).containsExactly(new PaymentListing.Filter(Samples.ORG, PaymentStatus.PAID));
        assertThat(listing.offsets).containsExactly(40L);
        assertThat(listing.limits).containsExactly(20);
    }
}

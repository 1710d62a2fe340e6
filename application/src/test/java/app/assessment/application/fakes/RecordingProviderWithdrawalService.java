package app.assessment.application.fakes;

import app.assessment.application.service.payment.ProviderWithdrawalService;
import java.util.List;

/** The withdrawals' run without the provider: records that it ran, in the shared events, and withdraws nothing. */
public final class RecordingProviderWithdrawalService extends ProviderWithdrawalService {

    private final List<String> events;

    public RecordingProviderWithdrawalService(List<String> events) {
        super(null, null);
        this.events = events;
    }

    @Override
    public Report withdrawDue() {
        events.add("withdrawDue");
        return new Report(0, 0, 0);
    }
}

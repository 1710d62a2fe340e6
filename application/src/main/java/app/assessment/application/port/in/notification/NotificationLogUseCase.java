package app.assessment.application.port.in.notification;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.out.notification.NotificationReads.LogPage;
import app.assessment.domain.shared.DomainException;
import java.time.Instant;

/** The administrators' list of notifications: ADMIN their organization's, SUPER_ADMIN every one. */
public interface NotificationLogUseCase {

    LogPage list(Caller caller, Query query, PageRequest page);

    /** The filters as asked; {@code organizationId} is honoured for a super administrator only. */
    record Query(String organizationId, String type, String channel, String status, String recipient, Instant from, Instant to,
                 String batchId) {
        public Query {
            if (from != null && to != null && to.isBefore(from)) {
                throw DomainException.invalid("to", "must not be before from");
            }
        }
    }
}

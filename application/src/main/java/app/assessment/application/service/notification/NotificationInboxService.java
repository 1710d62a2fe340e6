package app.assessment.application.service.notification;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.notification.NotificationInboxUseCases;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.notification.NotificationReads;
import app.assessment.application.port.out.notification.NotificationReads.InboxPage;
import app.assessment.domain.audit.AuditEntry;
import app.assessment.domain.shared.DomainException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.Map;

@ApplicationScoped
public class NotificationInboxService implements NotificationInboxUseCases {

    private final NotificationReads reads;
    private final AuditTrail auditTrail;
    private final Clock clock;

    public NotificationInboxService(NotificationReads reads, AuditTrail auditTrail, Clock clock) {
        this.reads = reads;
        this.auditTrail = auditTrail;
        this.clock = clock;
    }

    /**
     * Reads only, so no transaction (as TestLinkService.open): its COMMIT would be a round trip of
     * its own beside the one that reads page and unread count (ADR 0038).
     */
    @Override
    public InboxPage list(Caller caller, boolean unreadOnly, PageRequest page) {
        return reads.inbox(caller.userId(), unreadOnly, page.offset(), page.size());
    }

    @Override
    @Transactional
    public void markRead(Caller caller, String id) {
        if (!reads.markRead(caller.userId(), id, clock.now())) {
            throw DomainException.notFound("Notification");
        }
        auditTrail.record(new AuditEntry(clock.now(), caller.actor(), "notification.read", "Notification", id, Map.of()));
    }

    @Override
    @Transactional
    public int markAllRead(Caller caller) {
        int count = reads.markAllRead(caller.userId(), clock.now());
        auditTrail.record(new AuditEntry(clock.now(), caller.actor(), "notification.read-all", "Notification", null,
                Map.of("count", count)));
        return count;
    }
}

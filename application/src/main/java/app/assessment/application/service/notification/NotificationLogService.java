package app.assessment.application.service.notification;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.notification.NotificationLogUseCase;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.out.notification.NotificationReads;
import app.assessment.application.port.out.notification.NotificationReads.LogPage;
import app.assessment.domain.notification.NotificationChannel;
import app.assessment.domain.notification.NotificationStatus;
import app.assessment.domain.notification.NotificationType;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Permissions;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;

/**
 * Administrators read their organization's notifications (another organization asked for is
 * 404, as any record of another tenant), a super administrator any organization's or all;
 * professors none (403).
 */
@ApplicationScoped
public class NotificationLogService implements NotificationLogUseCase {

    private final NotificationReads reads;

    public NotificationLogService(NotificationReads reads) {
        this.reads = reads;
    }

    @Override
    @Transactional
    public LogPage list(Caller caller, Query query, PageRequest page) {
        if (!Permissions.readsOrganizationLogs(caller.role())) {
            throw DomainException.forbidden("FORBIDDEN", "Only administrators list notifications");
        }
        String organizationId = Permissions.readScope(caller.role(), caller.organizationId(), query.organizationId());
        return reads.log(new NotificationReads.LogFilter(organizationId, checkedType(query.type()), checkedChannel(query.channel()),
                checkedStatus(query.status()), query.recipient(), query.from(), query.to(), query.batchId()), page.offset(), page.size());
    }

    private static String checkedType(String type) {
        if (type == null) {
            return null;
        }
        try {
            return NotificationType.valueOf(type).name();
        } catch (IllegalArgumentException e) {
            throw DomainException.invalid("type", "unknown notification type");
        }
    }

    private static String checkedChannel(String channel) {
        if (channel == null) {
            return null;
        }
        try {
            return NotificationChannel.fromWire(channel).wireValue();
        } catch (IllegalArgumentException e) {
            throw DomainException.invalid("channel", "must be email or in_app");
        }
    }

    private static String checkedStatus(String status) {
        if (status == null) {
            return null;
        }
        try {
            return NotificationStatus.fromWire(status).wireValue();
        } catch (IllegalArgumentException e) {
            throw DomainException.invalid("status", "must be scheduled, queued, sent, failed, cancelled or skipped");
        }
    }
}

package app.assessment.application.service.notification;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.notification.NotificationAdministrationUseCases;
import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.IdGenerator;
import app.assessment.application.port.out.OrganizationRepository;
import app.assessment.application.port.out.notification.NotificationAdministration;
import app.assessment.domain.audit.AuditEntry;
import app.assessment.domain.notification.NotificationChannel;
import app.assessment.domain.notification.NotificationStatus;
import app.assessment.domain.shared.Check;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Permissions;
import app.assessment.domain.user.Role;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Duration;
import java.time.Instant;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Notification administration (SUPER_ADMIN, docs/api.md §8): announcements to an organization's
 * users, cancelling what has not left yet, re-queueing what failed. An announcement's rows are
 * written by one statement and share a batch id, which the list filters by and which cancels
 * them all.
 */
@ApplicationScoped
public class NotificationAdministrationService implements NotificationAdministrationUseCases {

    static final int TITLE_MAX = 200;
    static final int BODY_MAX = 5000;
    static final Duration SEND_AT_MAX = Duration.ofDays(366);

    private final NotificationAdministration admin;
    private final OrganizationRepository organizations;
    private final AuditTrail auditTrail;
    private final IdGenerator ids;
    private final Clock clock;

    public NotificationAdministrationService(NotificationAdministration admin, OrganizationRepository organizations,
                                             AuditTrail auditTrail, IdGenerator ids, Clock clock) {
        this.admin = admin;
        this.organizations = organizations;
        this.auditTrail = auditTrail;
        this.ids = ids;
        this.clock = clock;
    }

    @Override
    @Transactional
    public Announced announce(Caller caller, Announcement announcement) {
        requireSuperuser(caller);
        String title = Check.text("title", announcement.title(), TITLE_MAX);
        String body = Check.text("body", announcement.body(), BODY_MAX);
        Set<NotificationChannel> channels = channels(announcement);
        Role role = announcement.role() == null ? null : Role.fromWire(announcement.role());
        String organizationId = announcement.organizationId() == null ? caller.organizationId() : announcement.organizationId();
        organizations.byId(organizationId).orElseThrow(() -> DomainException.notFound("Organization"));
        Instant now = clock.now();
        if (announcement.sendAt() != null && announcement.sendAt().isAfter(now.plus(SEND_AT_MAX))) {
            // Also keeps the instant within what PostgreSQL stores.
            throw DomainException.invalid("sendAt", "must be at most a year ahead");
        }
        boolean scheduled = announcement.sendAt() != null && announcement.sendAt().isAfter(now);
        Instant at = scheduled ? announcement.sendAt() : now;
        String batchId = ids.newId();
        int count = admin.announce(batchId, organizationId, role, channels, title, body, at, scheduled, now);
        Map<String, Object> changes = new LinkedHashMap<>();
        changes.put("organizationId", organizationId);
        changes.put("role", role == null ? "all" : role.wireValue());
        changes.put("channels", channels.stream().map(NotificationChannel::wireValue).toList());
        changes.put("title", title);
        changes.put("scheduledFor", at.toString());
        changes.put("count", count);
        auditTrail.record(new AuditEntry(now, caller.actor(), "notification.announce", "NotificationBatch", batchId, changes));
        String status = (scheduled ? NotificationStatus.SCHEDULED : NotificationStatus.QUEUED).wireValue();
        return new Announced(batchId, count, count / channels.size(), status, at);
    }

    @Override
    @Transactional
    public void cancel(Caller caller, String id) {
        requireSuperuser(caller);
        Optional<NotificationStatus> status = admin.statusOf(id);
        if (status.isEmpty()) {
            throw DomainException.notFound("Notification");
        }
        if (status.get() != NotificationStatus.SCHEDULED && status.get() != NotificationStatus.QUEUED) {
            throw DomainException.conflict("NOTIFICATION_NOT_PENDING", "Only a scheduled or queued notification can be "
                    + "cancelled; this one is " + status.get().wireValue());
        }
        int cancelled = admin.cancel(id, "cancelled by an administrator");
        if (cancelled == 0) {
            throw DomainException.conflict("NOTIFICATION_NOT_PENDING", "The notification left or was cancelled meanwhile");
        }
        auditTrail.record(new AuditEntry(clock.now(), caller.actor(), "notification.cancel", "Notification", id,
                Map.of("statusBefore", status.get().wireValue(), "count", cancelled)));
    }

    @Override
    @Transactional
    public void retry(Caller caller, String id) {
        requireSuperuser(caller);
        NotificationStatus status = admin.statusOf(id).orElseThrow(() -> DomainException.notFound("Notification"));
        if (status != NotificationStatus.FAILED || !admin.requeueFailed(id, clock.now())) {
            throw DomainException.conflict("NOTIFICATION_NOT_FAILED", "Only a failed notification can be retried; this one is "
                    + status.wireValue());
        }
        auditTrail.record(new AuditEntry(clock.now(), caller.actor(), "notification.retry", "Notification", id,
                Map.of("statusBefore", status.wireValue())));
    }

    private static Set<NotificationChannel> channels(Announcement announcement) {
        if (announcement.channels() == null || announcement.channels().isEmpty()) {
            throw DomainException.invalid("channels", "name email, in_app or both");
        }
        Set<NotificationChannel> channels = EnumSet.noneOf(NotificationChannel.class);
        for (String channel : announcement.channels()) {
            try {
                channels.add(NotificationChannel.fromWire(channel));
            } catch (IllegalArgumentException e) {
                throw DomainException.invalid("channels", "must be email or in_app");
            }
        }
        return channels;
    }

    private static void requireSuperuser(Caller caller) {
        if (!Permissions.administersPlatform(caller.role())) {
            throw DomainException.forbidden("FORBIDDEN", "Only super administrators administer notifications");
        }
    }
}

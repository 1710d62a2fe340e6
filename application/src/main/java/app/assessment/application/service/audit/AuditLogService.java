package app.assessment.application.service.audit;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.audit.AuditLogUseCases;
import app.assessment.application.port.in.audit.AuditQuery;
import app.assessment.application.port.in.auth.ResolveSessionUseCase;
import app.assessment.application.port.in.auth.ResolveSessionUseCase.SessionPrincipal;
import app.assessment.application.port.out.audit.AuditEntries;
import app.assessment.application.port.out.audit.AuditFeed;
import app.assessment.application.port.out.audit.AuditFilter;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.audit.AuditRecord;
import app.assessment.application.port.out.audit.AuditSettings;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Permissions;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.control.ActivateRequestContext;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.function.Consumer;

/** Read-only: no transaction, the request's session only (ADR 0007). */
@ApplicationScoped
public class AuditLogService implements AuditLogUseCases {

    private final AuditEntries entries;
    private final AuditFeed feed;
    private final AuditSettings settings;
    private final ResolveSessionUseCase sessions;
    private final Clock clock;

    public AuditLogService(AuditEntries entries, AuditFeed feed, AuditSettings settings, ResolveSessionUseCase sessions,
                           Clock clock) {
        this.entries = entries;
        this.sessions = sessions;
        this.feed = feed;
        this.settings = settings;
        this.clock = clock;
    }

    @Override
    @ActivateRequestContext
    public Page list(Caller caller, AuditQuery query, Long beforeSequence, int limit) {
        AuditFilter filter = AuditScope.filter(caller, query);
        int size = Math.max(1, Math.min(limit, MAX_LIMIT));
        List<AuditRecord> rows = entries.page(filter, beforeSequence, size + 1);
        if (rows.size() <= size) {
            return new Page(rows, null);
        }
        List<AuditRecord> page = rows.subList(0, size);
        return new Page(page, page.get(size - 1).sequence());
    }

    @Override
    @ActivateRequestContext
    public AuditRecord get(Caller caller, String id) {
        return entries.byId(AuditScope.scope(caller, null), id).orElseThrow(() -> DomainException.notFound("Audit entry"));
    }

    @Override
    public AuditExport export(Caller caller, AuditQuery query) {
        Instant to = query.to() != null ? query.to() : clock.now();
        Instant from = query.from() != null ? query.from() : to.minus(settings.exportMaxSpan());
        if (Duration.between(from, to).compareTo(settings.exportMaxSpan()) > 0) {
            throw DomainException.invalid("from", "an export spans at most " + settings.exportMaxSpan().toDays() + " days before to");
        }
        AuditQuery bounded = new AuditQuery(query.organizationId(), query.userId(), query.action(), query.entityType(),
                query.entityId(), from, to, query.q());
        AuditFilter filter = AuditScope.filter(caller, bounded);
        return sink -> entries.export(filter, sink);
    }

    @Override
    @ActivateRequestContext
    public Watch watch(Caller caller, AuditQuery query, Long afterSequence, int maxReplay, Consumer<List<AuditRecord>> live) {
        AuditFilter filter = AuditScope.filter(caller, query);
        AuditFeed.Subscription subscription = feed.subscribe(live);
        long shownUpTo = afterSequence == null ? subscription.end() : afterSequence;
        try {
            if (afterSequence == null || afterSequence >= subscription.position()) {
                return new LiveWatch(filter, subscription, List.of(), true, shownUpTo);
            }
            List<AuditRecord> missed = entries.between(filter, afterSequence, subscription.position(), maxReplay + 1);
            boolean complete = missed.size() <= maxReplay;
            return new LiveWatch(filter, subscription, complete ? missed : missed.subList(0, maxReplay), complete, shownUpTo);
        } catch (RuntimeException e) {
            subscription.close();
            throw e;
        }
    }

    @Override
    public boolean mayStillWatch(SessionPrincipal watcher) {
        return sessions.resolve(watcher.sessionId(), watcher.userId(), watcher.sessionVersion())
                .filter(now -> now.role() == watcher.role() && Permissions.readsOrganizationLogs(now.role()))
                .isPresent();
    }

    private record LiveWatch(AuditFilter filter, AuditFeed.Subscription subscription, List<AuditRecord> replay,
                             boolean replayComplete, long shownUpTo) implements Watch {

        LiveWatch {
            replay = List.copyOf(replay);
        }

        @Override
        public boolean shows(AuditRecord record) {
            return filter.matches(record);
        }

        @Override
        public void close() {
            subscription.close();
        }
    }
}

package app.assessment.application.service.audit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import app.assessment.application.fakes.EmptyPorts;
import app.assessment.application.fakes.FixedClock;
import app.assessment.application.fakes.Samples;
import app.assessment.application.port.in.audit.AuditLogUseCases;
import app.assessment.application.port.in.audit.AuditLogUseCases.Watch;
import app.assessment.application.port.in.audit.AuditQuery;
import app.assessment.application.port.out.audit.AuditEntries;
import app.assessment.application.port.out.audit.AuditFeed;
import app.assessment.application.port.out.audit.AuditFilter;
import app.assessment.application.port.out.audit.AuditRecord;
import app.assessment.application.port.out.audit.AuditSettings;
import app.assessment.application.port.out.audit.AuditSink;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Role;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

class AuditLogServiceTest {

    private static final AuditQuery ALL = new AuditQuery(null, null, null, null, null, null, null, null);

    private final Entries entries = new Entries();
    private final Feed feed = new Feed();
    private final FixedClock clock = new FixedClock(Samples.T0);
    private final AuditLogService service = new AuditLogService(entries, feed, new AuditSettings(Duration.ofDays(31), Optional.empty()),
            EmptyPorts.of(app.assessment.application.port.in.auth.ResolveSessionUseCase.class), clock);

    @Test
    void anAdministrator_readsTheirOwnOrganizationOnly_andAnotherOneIsNotFound() {
        entries.add(1, Samples.ORG);
        entries.add(2, "org2");

        assertThat(service.list(Samples.caller(Role.ADMIN, "adm"), ALL, null, 10).entries()).extracting(AuditRecord::sequence)
                .containsExactly(1L);
        DomainException other = catchThrowableOfType(DomainException.class, () -> service.list(Samples.caller(Role.ADMIN, "adm"),
                new AuditQuery("org2", null, null, null, null, null, null, null), null, 10));
        assertThat(other.kind()).isEqualTo(DomainException.Kind.NOT_FOUND);
        assertThat(catchThrowableOfType(DomainException.class, () -> service.get(Samples.caller(Role.ADMIN, "adm"), "e2")).kind())
                .isEqualTo(DomainException.Kind.NOT_FOUND);
    }

    @Test
    void aSuperAdministrator_readsEveryOrganization() {
        entries.add(1, Samples.ORG);
        entries.add(2, "org2");

        assertThat(service.list(Samples.caller(Role.SUPER_ADMIN, "root"), ALL, null, 10).entries()).hasSize(2);
        assertThat(service.get(Samples.caller(Role.SUPER_ADMIN, "root"), "e2").organizationId()).isEqualTo("org2");
    }

    @Test
    void aProfessor_readsNothing() {
        DomainException refused = catchThrowableOfType(DomainException.class,
                () -> service.list(Samples.caller(Role.PROFESSOR, "prof"), ALL, null, 10));

        assertThat(refused.kind()).isEqualTo(DomainException.Kind.FORBIDDEN);
    }

    @Test
    void aPage_pointsToTheNextOneOnlyWhenMoreEntriesExist() {
        for (int i = 1; i <= 5; i++) {
            entries.add(i, Samples.ORG);
        }
        AuditLogUseCases.Page first = service.list(Samples.caller(Role.ADMIN, "adm"), ALL, null, 3);
        AuditLogUseCases.Page last = service.list(Samples.caller(Role.ADMIN, "adm"), ALL, first.nextBeforeSequence(), 3);

        assertThat(first.entries()).extracting(AuditRecord::sequence).containsExactly(5L, 4L, 3L);
        assertThat(first.nextBeforeSequence()).isEqualTo(3L);
        assertThat(last.entries()).extracting(AuditRecord::sequence).containsExactly(2L, 1L);
        assertThat(last.nextBeforeSequence()).isNull();
    }

    @Test
    void aPagesSize_isKeptWithinOneAndTheMaximum() {
        for (int i = 1; i <= AuditLogUseCases.MAX_LIMIT + 2; i++) {
            entries.add(i, Samples.ORG);
        }

        assertThat(service.list(Samples.caller(Role.ADMIN, "adm"), ALL, null, 0).entries()).hasSize(1);
        assertThat(service.list(Samples.caller(Role.ADMIN, "adm"), ALL, null, 10_000).entries()).hasSize(AuditLogUseCases.MAX_LIMIT);
    }

    @Test
    void anExport_withoutARange_coversTheLongestSpanUpToNow_andALongerOneIsRefused() throws Exception {
        service.export(Samples.caller(Role.ADMIN, "adm"), ALL).writeTo(row -> { });

        assertThat(entries.exported.to()).isEqualTo(Samples.T0);
        assertThat(entries.exported.from()).isEqualTo(Samples.T0.minus(Duration.ofDays(31)));
        assertThat(entries.exported.organizationId()).isEqualTo(Samples.ORG);
        DomainException tooLong = catchThrowableOfType(DomainException.class, () -> service.export(Samples.caller(Role.ADMIN, "adm"),
                new AuditQuery(null, null, null, null, null, Samples.T0.minus(Duration.ofDays(32)), Samples.T0, null)));
        assertThat(tooLong.field()).contains("from");
    }

    @Test
    void aWatch_replaysWhatWasMissedSinceItsResumePoint_upToTheFeedsPosition() {
        for (int i = 1; i <= 6; i++) {
            entries.add(i, Samples.ORG);
        }
        feed.position = 5;

        Watch complete = service.watch(Samples.caller(Role.ADMIN, "adm"), ALL, 2L, 10, batch -> { });
        Watch cut = service.watch(Samples.caller(Role.ADMIN, "adm"), ALL, 1L, 2, batch -> { });
        Watch fresh = service.watch(Samples.caller(Role.ADMIN, "adm"), ALL, null, 10, batch -> { });

        assertThat(complete.replay()).extracting(AuditRecord::sequence).containsExactly(3L, 4L, 5L);
        assertThat(complete.replayComplete()).isTrue();
        assertThat(cut.replay()).extracting(AuditRecord::sequence).containsExactly(2L, 3L);
        assertThat(cut.replayComplete()).isFalse();
        assertThat(fresh.replay()).isEmpty();
    }

    @Test
    void aWatchWhoseReplayFails_closesItsSubscription() {
        feed.position = 5;
        entries.failing = true;

        catchThrowableOfType(IllegalStateException.class, () -> service.watch(Samples.caller(Role.ADMIN, "adm"), ALL, 1L, 10, b -> { }));

        assertThat(feed.closed).isEqualTo(1);
    }

    /** Entries in sequence order; each read applies the filter as the SQL does. */
    private static final class Entries implements AuditEntries {
        final List<AuditRecord> all = new ArrayList<>();
        AuditFilter exported;
        boolean failing;

        void add(long sequence, String organizationId) {
            all.add(new AuditRecord("e" + sequence, sequence, Samples.T0.minusSeconds(100 - sequence), organizationId, Actor.Kind.SYSTEM,
                    null, "system", null, null, "form.create", "Form", "f" + sequence, "{}"));
        }

        @Override
        public List<AuditRecord> page(AuditFilter filter, Long beforeSequence, int limit) {
            return all.stream().filter(filter::matches).filter(r -> beforeSequence == null || r.sequence() < beforeSequence)
                    .sorted(Comparator.comparingLong(AuditRecord::sequence).reversed()).limit(limit).toList();
        }

        @Override
        public Optional<AuditRecord> byId(String organizationId, String id) {
            return all.stream().filter(r -> r.id().equals(id) && (organizationId == null || organizationId.equals(r.organizationId())))
                    .findFirst();
        }

        @Override
        public void export(AuditFilter filter, AuditSink sink) {
            exported = filter;
        }

        @Override
        public List<AuditRecord> between(AuditFilter filter, long afterSequence, long upToSequence, int limit) {
            if (failing) {
                throw new IllegalStateException("connection lost");
            }
            return all.stream().filter(filter::matches).filter(r -> r.sequence() > afterSequence && r.sequence() <= upToSequence)
                    .limit(limit).toList();
        }
    }

    private static final class Feed implements AuditFeed {
        long position;
        int closed;

        @Override
        public Subscription subscribe(Consumer<List<AuditRecord>> listener) {
            return new Subscription() {
                @Override
                public long position() {
                    return position;
                }

                @Override
                public long end() {
                    return position;
                }

                @Override
                public void close() {
                    closed++;
                }
            };
        }
    }
}

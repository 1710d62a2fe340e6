package app.assessment.bootstrap.audit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import app.assessment.adapters.persistence.audit.AuditFeedDatabase;
import app.assessment.adapters.persistence.audit.AuditFeedSettings;
import app.assessment.adapters.persistence.audit.PostgresAuditFeed;
import app.assessment.adapters.rest.audit.AuditStreams;
import app.assessment.application.port.out.audit.AuditFeed;
import app.assessment.application.port.out.audit.AuditRecord;
import app.assessment.bootstrap.testsupport.AuditWrites;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.EventStream;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.User;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

@QuarkusTest
class AuditStreamTest {

    @TestHTTPResource("/api/admin/logs/stream")
    URI stream;

    @Inject
    TestAccounts accounts;

    @Inject
    AuditWrites writes;

    @Inject
    AuditStreams streams;

    @ConfigProperty(name = "quarkus.datasource.jdbc.url")
    String databaseUrl;

    @ConfigProperty(name = "quarkus.datasource.username")
    String databaseUser;

    @ConfigProperty(name = "quarkus.datasource.password")
    java.util.Optional<String> databasePassword;

    @Inject
    Sessions sessions;

    record Admin(Organization org, User user, Browser browser) {
        Map<String, String> bearer() {
            return Map.of("Authorization", "Bearer " + browser.sessionToken());
        }

        Map<String, String> cookie() {
            return Map.of("Cookie", "next-auth.session-token=" + browser.sessionToken());
        }

        Actor actor() {
            return Actor.user(user.id(), "Ana", "ana@example.com", org.id(), "10.0.0.1");
        }
    }

    private Admin admin(Role role) {
        Organization org = accounts.organization();
        User user = accounts.user(org, role);
        return new Admin(org, user, Browser.signedIn(user.email(), TestAccounts.PASSWORD));
    }

    private String write(Admin admin, String marker) {
        return writes.write(admin.actor(), Instant.now(), "probe.write", "Probe", marker, Map.of("n", marker));
    }

    private static List<String> entityIds(EventStream events) {
        return events.events().stream().map(e -> JsonPath.from(e.data()).getString("entityId")).toList();
    }

    @Test
    void committedEntries_arriveLive_onlyToTheirOrganization_withCookieOrBearer() {
        Admin a = admin(Role.ADMIN);
        Admin b = admin(Role.ADMIN);
        try (EventStream streamA = EventStream.open(stream, a.bearer()); EventStream streamB = EventStream.open(stream, b.cookie())) {
            assertThat(streamA.status()).isEqualTo(200);
            assertThat(streamA.contentType()).startsWith("text/event-stream");
            assertThat(streamB.status()).isEqualTo(200);
            await().atMost(Duration.ofSeconds(5)).until(() -> streamA.retries().size() == 1 && streamB.retries().size() == 1);

            String inB = write(b, "b-" + UUID.randomUUID());
            String marker = "a-" + UUID.randomUUID();
            String inA = write(a, marker);

            // Up to the test profile's gap wait (2 s) per hole a rolled-back write left in the sequence.
            await().atMost(Duration.ofSeconds(15)).until(() -> !streamA.ids().isEmpty() && !streamB.ids().isEmpty());
            assertThat(streamA.events()).as("stream A's events").hasSize(1);
            assertThat(streamB.events()).as("stream B's events").hasSize(1);
            EventStream.Event event = streamA.events().get(0);
            assertThat(event.name()).isEqualTo("audit");
            JsonPath entry = JsonPath.from(event.data());
            assertThat(entry.getString("id")).isEqualTo(inA);
            assertThat(entry.getString("entityId")).isEqualTo(marker);
            assertThat(entry.getString("actor.type")).isEqualTo("user");
            assertThat(entry.getString("organizationId")).isEqualTo(a.org().id());
            assertThat(JsonPath.from(streamB.events().get(0).data()).getString("id")).isEqualTo(inB);
            assertThat(Long.parseLong(event.id())).isPositive();
        }
    }

    @Test
    void streamsWithDifferentFilters_sharingOneBatch_eachShowOnlyTheirOwnEntries_inOrder() {
        Admin a = admin(Role.ADMIN);
        Admin b = admin(Role.ADMIN);
        try (EventStream all = EventStream.open(stream, a.bearer());
             EventStream alpha = EventStream.open(URI.create(stream + "?action=probe.alpha"), a.bearer());
             EventStream other = EventStream.open(URI.create(stream + "?entityType=Other"), a.bearer());
             EventStream orgB = EventStream.open(stream, b.bearer())) {
            List<EventStream> open = List.of(all, alpha, other, orgB);
            await().atMost(Duration.ofSeconds(5)).until(() -> open.stream().allMatch(s -> s.retries().size() == 1));

            // One transaction, one notification: the feed reads these as one batch, whose frames every stream shares.
            sessions.writeTogether(writes, List.of(
                    new Write(a.actor(), "probe.alpha", "Probe", "a1"),
                    new Write(a.actor(), "probe.beta", "Other", "b1"),
                    new Write(b.actor(), "probe.alpha", "Probe", "in-b"),
                    new Write(a.actor(), "probe.alpha", "Other", "a2"),
                    new Write(a.actor(), "probe.beta", "Probe", "b2")));

            await().atMost(Duration.ofSeconds(5)).until(() -> all.ids().size() == 4 && orgB.ids().size() == 1);
            await().atMost(Duration.ofSeconds(5)).until(() -> alpha.ids().size() == 2 && other.ids().size() == 2);
            assertThat(entityIds(all)).containsExactly("a1", "b1", "a2", "b2");
            assertThat(entityIds(alpha)).containsExactly("a1", "a2");
            assertThat(entityIds(other)).containsExactly("b1", "a2");
            assertThat(entityIds(orgB)).containsExactly("in-b");
            // The same entry is the same event on every stream that shows it.
            assertThat(alpha.events().get(1)).isEqualTo(all.events().get(2));
            assertThat(other.events().get(1)).isEqualTo(all.events().get(2));
            assertThat(JsonPath.from(all.events().get(0).data()).getString("changes.note")).isEqualTo("line one\nline two");
        }
    }

    @Test
    void aRolledBackWrite_neverAppears() {
        Admin a = admin(Role.ADMIN);
        try (EventStream events = EventStream.open(stream, a.bearer())) {
            await().atMost(Duration.ofSeconds(5)).until(() -> events.retries().size() == 1);
            String marker = "rb-" + UUID.randomUUID();
            try {
                sessions.writeThenRollBack(a.actor(), marker, writes);
            } catch (IllegalStateException expected) {
                // rolled back
            }
            String after = write(a, "after-" + UUID.randomUUID());
            await().atMost(Duration.ofSeconds(5)).until(() -> !events.ids().isEmpty());
            assertThat(entityIds(events)).doesNotContain(marker);
            assertThat(JsonPath.from(events.events().get(0).data()).getString("id")).isEqualTo(after);
        }
    }

    @Test
    void resumingWithLastEventId_replaysWhatWasMissed_withoutGapsOrRepeats() {
        Admin a = admin(Role.ADMIN);
        String lastSeen;
        try (EventStream first = EventStream.open(stream, a.bearer())) {
            await().atMost(Duration.ofSeconds(5)).until(() -> first.retries().size() == 1);
            write(a, "e1");
            write(a, "e2");
            await().atMost(Duration.ofSeconds(5)).untilAsserted(() -> assertThat(entityIds(first)).containsExactly("e1", "e2"));
            lastSeen = first.ids().get(1);
        }
        write(a, "e3");
        write(a, "e4");
        Map<String, String> resume = new java.util.HashMap<>(a.bearer());
        resume.put("Last-Event-ID", lastSeen);
        try (EventStream second = EventStream.open(stream, resume)) {
            await().atMost(Duration.ofSeconds(5)).until(() -> second.ids().size() == 2);
            write(a, "e5");
            await().atMost(Duration.ofSeconds(5)).until(() -> second.ids().size() == 3);
            assertThat(entityIds(second)).containsExactly("e3", "e4", "e5");
            List<Long> ids = second.ids().stream().map(Long::valueOf).toList();
            assertThat(ids).isSorted().doesNotHaveDuplicates().allMatch(id -> id > Long.parseLong(lastSeen));
        }
        try (EventStream third = EventStream.open(URI.create(stream + "?after=" + lastSeen + "&entityId=e4"), a.bearer())) {
            await().atMost(Duration.ofSeconds(5)).until(() -> third.ids().size() == 1);
            assertThat(entityIds(third)).containsExactly("e4");
        }
    }

    @Test
    void anIdleStream_getsHeartbeats() {
        Admin a = admin(Role.ADMIN);
        try (EventStream events = EventStream.open(stream, a.bearer())) {
            await().atMost(Duration.ofSeconds(5)).until(() -> events.comments().contains("keep-alive"));
            assertThat(events.ended()).isFalse();
        }
    }

    @Test
    void shuttingDown_endsStreamsWithARetryHint() {
        Admin a = admin(Role.ADMIN);
        try (EventStream events = EventStream.open(stream, a.bearer())) {
            await().atMost(Duration.ofSeconds(5)).until(() -> events.retries().size() == 1);
            streams.closeAll();
            await().atMost(Duration.ofSeconds(5)).until(events::ended);
            assertThat(events.retries()).containsExactly("3000", "3000");
            assertThat(events.comments()).contains("closing");
        }
    }

    @Test
    void aRevokedSession_endsTheStream() {
        Admin a = admin(Role.ADMIN);
        try (EventStream events = EventStream.open(stream, a.bearer())) {
            await().atMost(Duration.ofSeconds(5)).until(() -> events.retries().size() == 1);
            sessions.revokeAll(a.user().id());
            await().atMost(Duration.ofSeconds(5)).until(events::ended);
        }
    }

    @Test
    void aRevokedSession_endsEveryStreamOfIt_andNoOtherSessionsStream() {
        Admin a = admin(Role.ADMIN);
        Admin b = admin(Role.ADMIN);
        // The re-check resolves a session once for all its streams: the verdict must still reach each of them, and only them.
        try (EventStream first = EventStream.open(stream, a.bearer()); EventStream second = EventStream.open(stream, a.cookie());
             EventStream other = EventStream.open(stream, b.bearer())) {
            await().atMost(Duration.ofSeconds(5)).until(() -> List.of(first, second, other).stream().allMatch(s -> s.retries().size() == 1));
            sessions.revokeAll(a.user().id());
            await().atMost(Duration.ofSeconds(5)).until(() -> first.ended() && second.ended());
            String marker = "still-" + UUID.randomUUID();
            write(b, marker);
            await().atMost(Duration.ofSeconds(5)).until(() -> entityIds(other).contains(marker));
            assertThat(other.ended()).isFalse();
        }
    }

    @Test
    void professorsAre403_badResumeIds400_andTooManyStreams429() {
        Admin professor = admin(Role.PROFESSOR);
        professor.browser().request().get("/api/admin/logs/stream").then().statusCode(403);
        Admin a = admin(Role.ADMIN);
        a.browser().request().header("Last-Event-ID", "abc").get("/api/admin/logs/stream").then().statusCode(400)
                .contentType("application/problem+json");
        Admin b = admin(Role.ADMIN);
        a.browser().request().queryParam("organizationId", b.org().id()).get("/api/admin/logs/stream").then().statusCode(404);
        List<EventStream> open = new CopyOnWriteArrayList<>();
        try {
            for (int i = 0; i < 3; i++) {
                EventStream s = EventStream.open(stream, a.bearer());
                open.add(s);
                assertThat(s.status()).isEqualTo(200);
            }
            await().atMost(Duration.ofSeconds(5)).until(() -> open.stream().allMatch(s -> s.retries().size() == 1));
            a.browser().request().get("/api/admin/logs/stream").then().statusCode(429)
                    .contentType("application/problem+json").header("Retry-After", org.hamcrest.Matchers.notNullValue());
        } finally {
            open.forEach(EventStream::close);
        }
    }

    @Test
    void aClientThatStopsReading_isCutOff_andOthersKeepReceiving() throws Exception {
        Admin a = admin(Role.ADMIN);
        // The other client follows small entries only: the big ones are for the slow client to choke on.
        URI smallOnly = URI.create(stream + "?action=probe.write");
        try (Socket slow = new Socket(); EventStream fast = EventStream.open(smallOnly, a.bearer())) {
            slow.setReceiveBufferSize(4096);
            slow.connect(new java.net.InetSocketAddress(stream.getHost(), stream.getPort()));
            OutputStream out = slow.getOutputStream();
            out.write(("GET " + stream.getPath() + " HTTP/1.1\r\nHost: " + stream.getHost() + "\r\nAccept: text/event-stream\r\n"
                    + "Authorization: Bearer " + a.browser().sessionToken() + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.flush();
            await().atMost(Duration.ofSeconds(5)).until(() -> streams.openStreams() >= 2);
            int before = streams.openStreams();

            String big = "x".repeat(100_000);
            int written = 0;
            while (streams.openStreams() >= before && written < 400) {
                writes.write(a.actor(), Instant.now(), "probe.big", "Probe", "big-" + written, Map.of("blob", big));
                written++;
            }
            await().atMost(Duration.ofSeconds(10)).until(() -> streams.openStreams() < before);
            assertThat(written).isLessThan(400);

            String marker = "after-cut-" + UUID.randomUUID();
            write(a, marker);
            await().atMost(Duration.ofSeconds(10)).until(() -> entityIds(fast).contains(marker));
            assertThat(fast.ended()).isFalse();

            // The cut-off client, reading at last, finds its response ended (the last chunk of a chunked
            // body) before the later entries; the connection itself may stay open for another request.
            slow.setSoTimeout(10_000);
            InputStream in = slow.getInputStream();
            byte[] chunk = new byte[65536];
            long total = 0;
            String tail = "";
            while (!tail.endsWith("\r\n0\r\n\r\n")) {
                int n = in.read(chunk);
                if (n < 0) {
                    break;
                }
                total += n;
                String read = new String(chunk, 0, n, StandardCharsets.ISO_8859_1);
                tail = (tail + read).substring(Math.max(0, tail.length() + read.length() - 16));
            }
            assertThat(tail).endsWith("\r\n0\r\n\r\n");
            assertThat(total).isLessThan((long) written * 100_000);
        }
    }

    @Test
    void batchesArrivingWhileAWriteIsOnItsWay_goOutAsOneWrite_eachEntryStillItsOwnEvent_inOrder() throws Exception {
        Admin a = admin(Role.ADMIN);
        URI merged = URI.create(stream + "?action=probe.merge");
        // 30 entries of 200 KB (6 MB) to a client that reads nothing yet: more than the kernel takes
        // (a send buffer grows to 4 MB at most), so a write stays on its way while later batches come.
        int count = 30;
        String big = "x".repeat(200_000);
        try (Socket slow = new Socket(); EventStream pace = EventStream.open(merged, a.bearer())) {
            slow.setReceiveBufferSize(4096);
            slow.connect(new java.net.InetSocketAddress(stream.getHost(), stream.getPort()));
            slow.setSoTimeout(10_000);
            OutputStream out = slow.getOutputStream();
            out.write(("GET " + merged.getRawPath() + "?" + merged.getRawQuery() + " HTTP/1.1\r\nHost: " + stream.getHost()
                    + "\r\nAccept: text/event-stream\r\nAuthorization: Bearer " + a.browser().sessionToken() + "\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            out.flush();
            ChunkedReader body = new ChunkedReader(slow.getInputStream());
            assertThat(body.head()).startsWith("HTTP/1.1 200");
            // The opening comment: the stream has subscribed to the feed and will see every entry written from now on.
            StringBuilder opening = new StringBuilder();
            for (int i = 0; i < 5 && opening.indexOf("retry:") < 0; i++) {
                opening.append(body.chunk());
            }
            assertThat(opening.toString()).contains("connected").contains("retry:");
            await().atMost(Duration.ofSeconds(5)).until(() -> pace.retries().size() == 1);

            List<String> written = new java.util.ArrayList<>();
            for (int i = 0; i < count; i++) {
                written.add(writes.write(a.actor(), Instant.now(), "probe.merge", "Probe", "m" + i, Map.of("blob", big)));
                // Each entry its own batch: the feed hands a batch to every stream before it reads the next.
                int delivered = i + 1;
                await().atMost(Duration.ofSeconds(15)).until(() -> pace.ids().size() == delivered);
            }

            StringBuilder text = new StringBuilder();
            int chunksWithEvents = 0;
            long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
            while (text.indexOf("\"entityId\":\"m" + (count - 1) + "\"") < 0) {
                // Heartbeats keep the connection busy: a read timeout alone would never end this loop.
                assertThat(System.nanoTime()).as("the last entry within a minute").isLessThan(deadline);
                String chunk = body.chunk();
                assertThat(chunk).as("the stream ended early").isNotNull();
                chunksWithEvents += chunk.contains("event: audit") ? 1 : 0;
                text.append(chunk);
            }
            List<String> ids = new java.util.ArrayList<>();
            for (String frame : text.toString().split("\n\n")) {
                if (frame.contains("event: audit")) {
                    assertThat(frame).startsWith("id: ").contains("\nevent: audit\ndata: {");
                    ids.add(JsonPath.from(frame.substring(frame.indexOf("data: ") + 6)).getString("id"));
                }
            }
            assertThat(ids).as("each entry one event, in order").containsExactlyElementsOf(written);
            assertThat(chunksWithEvents).as("HTTP chunks (writes) carrying the %d entries", count).isLessThan(count);
            assertThat(pace.ended()).isFalse();
        }
    }

    /** The body of a chunked HTTP response, one chunk (one write of the server) at a time. */
    private static final class ChunkedReader {
        private final java.io.DataInputStream in;

        ChunkedReader(InputStream in) {
            this.in = new java.io.DataInputStream(new java.io.BufferedInputStream(in));
        }

        String head() throws java.io.IOException {
            StringBuilder head = new StringBuilder();
            for (String line = line(); !line.isEmpty(); line = line()) {
                head.append(line).append('\n');
            }
            return head.toString();
        }

        /** The next chunk's text, or null at the end of the body. */
        String chunk() throws java.io.IOException {
            int size = Integer.parseInt(line().strip(), 16);
            if (size == 0) {
                return null;
            }
            byte[] bytes = new byte[size];
            in.readFully(bytes);
            line();
            return new String(bytes, StandardCharsets.UTF_8);
        }

        private String line() throws java.io.IOException {
            StringBuilder line = new StringBuilder();
            for (int c = in.read(); c != '\n'; c = in.read()) {
                if (c < 0) {
                    throw new java.io.EOFException("the connection ended");
                }
                if (c != '\r') {
                    line.append((char) c);
                }
            }
            return line.toString();
        }
    }

    @Test
    void anEntryCommittedThroughOneInstance_reachesAnotherInstancesFeed_withinASecond() {
        Admin a = admin(Role.ADMIN);
        // A second instance's reader: its own LISTEN connection, as another JVM on the same database would have.
        PostgresAuditFeed other = new PostgresAuditFeed(new AuditFeedDatabase(databaseUrl, databaseUser, databasePassword.orElse("")),
                new AuditFeedSettings(Duration.ofSeconds(30), Duration.ofSeconds(2), Duration.ofMillis(50)));
        List<AuditRecord> received = new CopyOnWriteArrayList<>();
        try (AuditFeed.Subscription subscription = other.subscribe(received::addAll)) {
            String marker = "cross-" + UUID.randomUUID();
            long start = System.nanoTime();
            String id = write(a, marker);
            await().atMost(Duration.ofSeconds(1)).until(() -> received.stream().anyMatch(r -> r.id().equals(id)));
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(1));
            assertThat(subscription.position()).isLessThan(received.get(received.size() - 1).sequence());
        } finally {
            other.stop();
        }
    }

    record Write(Actor actor, String action, String entityType, String entityId) {
    }

    /** Session and rollback helpers that need a transaction. */
    @jakarta.enterprise.context.ApplicationScoped
    public static class Sessions {

        @Inject
        EntityManager em;

        @Transactional
        public void revokeAll(String userId) {
            em.createNativeQuery("update sessions set revoked_at = now() where user_id = ?1").setParameter(1, userId).executeUpdate();
        }

        @Transactional
        public void writeTogether(AuditWrites writes, List<Write> entries) {
            for (Write w : entries) {
                writes.write(w.actor(), Instant.now(), w.action(), w.entityType(), w.entityId(), Map.of("note", "line one\nline two"));
            }
        }

        @Transactional
        public void writeThenRollBack(Actor actor, String marker, AuditWrites writes) {
            writes.write(actor, Instant.now(), "probe.rollback", "Probe", marker, Map.of());
            throw new IllegalStateException("rolled back after the audit entry");
        }
    }
}

package app.assessment.bootstrap.audit;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.application.port.out.audit.AuditEntries;
import app.assessment.application.port.out.audit.AuditFilter;
import app.assessment.application.port.out.audit.AuditRecord;
import app.assessment.bootstrap.testsupport.AuditWrites;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.audit.Actor;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.enterprise.context.control.ActivateRequestContext;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The audit log's filter is applied twice: in SQL by the list, the export and the stream's replay, and in Java by
 * the live stream to entries it already read (AuditFilter.matches). Over generated names and filters (accents,
 * other scripts, letters whose case mappings differ between Unicode's simple and full folding, LIKE's wildcard
 * characters), both must choose the same entries.
 */
@QuarkusTest
class AuditFilterAgreementTest {

    /** Letters with case, and the characters a LIKE pattern or a case fold could treat differently. */
    private static final String ALPHABET = "abcXYZáÁçÇéÉõÕüÜñÑßẞıİiIσςΣжЖǅǆǄΩωΑἀἈﬁK%_\\.@ -9";
    private static final int ENTRIES = 120;
    private static final int FILTERS = 400;
    private static final int LIMIT = 1000;

    @Inject
    TestAccounts accounts;

    @Inject
    AuditWrites writes;

    @Inject
    AuditEntries entries;

    @Test
    @ActivateRequestContext
    void theSqlFilterAndTheJavaFilter_chooseTheSameEntries() {
        Random random = new Random(20261128L);
        String organizationId = accounts.organization().id();
        Instant start = Instant.now().truncatedTo(ChronoUnit.MILLIS).minus(Duration.ofDays(1));
        List<String> actions = List.of("form.create", "form.update", "user.update");
        List<String> types = List.of("Form", "User");
        for (int i = 0; i < ENTRIES; i++) {
            Actor actor = Actor.user("c" + String.format(Locale.ROOT, "%024d", random.nextInt(4)), text(random, 1 + random.nextInt(12)),
                    random.nextInt(5) == 0 ? null : text(random, 3) + "@example.com", organizationId, "203.0.113.7");
            writes.write(actor, start.plusSeconds(i * 60L), actions.get(random.nextInt(actions.size())),
                    types.get(random.nextInt(types.size())), "e" + random.nextInt(6), Map.of());
        }
        // The organization's own creation may be logged too: every entry of it takes part.
        List<AuditRecord> all = entries.page(filter(organizationId, null, null, null, null, null), null, LIMIT);
        assertThat(all).hasSizeBetween(ENTRIES, ENTRIES + 5);

        for (int f = 0; f < FILTERS; f++) {
            AuditRecord sample = all.get(random.nextInt(all.size()));
            AuditFilter filter = new AuditFilter(organizationId,
                    random.nextInt(4) == 0 ? sample.actorUserId() : null,
                    random.nextInt(4) == 0 ? sample.action() : null,
                    random.nextInt(4) == 0 ? sample.entityType() : null,
                    random.nextInt(5) == 0 ? sample.entityId() : null,
                    random.nextInt(4) == 0 ? sample.at().minusSeconds(random.nextInt(3600)) : null,
                    random.nextInt(4) == 0 ? sample.at().plusSeconds(random.nextInt(3600)) : null,
                    random.nextInt(3) == 0 ? null : term(random, sample));
            List<String> bySql = entries.page(filter, null, LIMIT).stream().map(AuditRecord::id).toList();
            List<String> byJava = all.stream().filter(filter::matches).map(AuditRecord::id).toList();
            assertThat(bySql).as("filter %s", filter).isEqualTo(byJava);
        }
    }

    /** A piece of the sample's name or e-mail with its letters' case flipped at random, or a random text. */
    private static String term(Random random, AuditRecord sample) {
        String source = random.nextBoolean() || sample.actorEmail() == null ? sample.actorName() : sample.actorEmail();
        if (random.nextInt(4) == 0 || source.isEmpty()) {
            return text(random, 1 + random.nextInt(3));
        }
        int[] points = source.codePoints().toArray();
        int from = random.nextInt(points.length);
        int to = from + 1 + random.nextInt(points.length - from);
        StringBuilder term = new StringBuilder();
        for (int i = from; i < to; i++) {
            int c = points[i];
            term.appendCodePoint(random.nextBoolean() ? Character.toUpperCase(c) : Character.toLowerCase(c));
        }
        return term.toString();
    }

    private static String text(Random random, int length) {
        int[] alphabet = ALPHABET.codePoints().toArray();
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < length; i++) {
            text.appendCodePoint(alphabet[random.nextInt(alphabet.length)]);
        }
        return text.toString();
    }

    private static AuditFilter filter(String organizationId, String userId, String action, String entityType, String entityId,
                                      String q) {
        return new AuditFilter(organizationId, userId, action, entityType, entityId, null, null, q);
    }
}

package app.assessment.bootstrap.assignment;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.user.Role;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

@QuarkusTest
class ConcurrentSubmitTest {

    @Inject
    TestAccounts accounts;

    @Inject
    EntityManager em;

    @Test
    void twentyParallelSubmits_onOneToken_storeExactlyOneSubmission() throws Exception {
        Browser professor = Browser.signedIn(accounts.user(accounts.organization(), Role.PROFESSOR).email(), TestAccounts.PASSWORD);
        Fixtures fx = new Fixtures(professor);
        var form = fx.form("Corrida");
        String token = fx.assign(form.getString("id"), Map.of("studentId", fx.student("Rápido"))).getString("token");
        Map<String, Object> body = AssessmentFlowTest.answers(form.getString("questions[0].id"), form.getString("questions[0].options[0].id"));

        CountDownLatch start = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(20);
        try {
            List<Callable<Integer>> submits = IntStream.range(0, 20).<Callable<Integer>>mapToObj(i -> () -> {
                start.await();
                return given().contentType(ContentType.JSON).body(body).post("/api/test-link/" + token + "/submit").statusCode();
            }).toList();
            List<Future<Integer>> futures = submits.stream().map(pool::submit).toList();
            start.countDown();
            List<Integer> statuses = new java.util.ArrayList<>();
            for (Future<Integer> f : futures) {
                statuses.add(f.get());
            }
            assertThat(statuses).filteredOn(s -> s == 201).hasSize(1);
            assertThat(statuses).filteredOn(s -> s != 201).allMatch(s -> s == 409);
        } finally {
            pool.shutdownNow();
        }
        assertThat(submissionsFor(token)).isEqualTo(1);
    }

    @Transactional
    long submissionsFor(String token) {
        return ((Number) em.createNativeQuery("select count(*) from submissions s join assignments a on a.id = s.assignment_id where a.token = ?1")
                .setParameter(1, token).getSingleResult()).longValue();
    }
}

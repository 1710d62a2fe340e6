package app.assessment.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import app.assessment.application.port.in.user.BootstrapAdminUseCase;
import app.assessment.application.port.out.IdGenerator;
import app.assessment.bootstrap.testsupport.Browser;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManagerFactory;
import org.hibernate.SessionFactory;
import org.hibernate.stat.Statistics;
import org.junit.jupiter.api.Test;

@QuarkusTest
class FirstStartTest {

    @Inject
    BootstrapAdminUseCase bootstrap;

    @Inject
    IdGenerator ids;

    @Inject
    FirstStart firstStart;

    @Inject
    FirstStartConfig config;

    @Inject
    EntityManagerFactory sessions;

    @Test
    void configuredAdministrator_wasCreatedOnce_asSuperAdminOfItsOrganization() {
        Browser root = Browser.signedIn("root@example.com", "root-password-1");
        root.request().get("/api/user/profile").then().statusCode(200)
                .body("role", equalTo("SUPER_ADMIN")).body("organizationName", equalTo("Root Org"));
        assertThat(bootstrap.ensureAdmin("other@example.com", "another-password-1", "Another")).isFalse();
    }

    /**
     * Every restart with BOOTSTRAP_ADMIN_EMAIL set runs this observer before readiness. Over a
     * database that has users it must not open a Hibernate session or a transaction: cold, they
     * cost a restart ~0.25 s (ADR 0034).
     */
    @Test
    void restartOverADatabaseWithUsers_asksWithoutASessionOrTransaction() {
        Statistics statistics = sessions.unwrap(SessionFactory.class).getStatistics();
        long opened = statistics.getSessionOpenCount();
        long transactions = statistics.getTransactionCount();

        firstStart.onStart(null, bootstrap, config);

        assertThat(bootstrap.needed()).isFalse();
        assertThat(statistics.getSessionOpenCount()).isEqualTo(opened);
        assertThat(statistics.getTransactionCount()).isEqualTo(transactions);
    }

    @Test
    void ids_areCuids() {
        assertThat(ids.newId()).matches("c[0-9a-z]{24}");
        assertThat(ids.newId()).isNotEqualTo(ids.newId());
    }
}

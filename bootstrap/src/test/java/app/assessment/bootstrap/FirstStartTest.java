package app.assessment.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import app.assessment.application.port.in.user.BootstrapAdminUseCase;
import app.assessment.application.port.out.IdGenerator;
import app.assessment.bootstrap.testsupport.Browser;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

@QuarkusTest
class FirstStartTest {

    @Inject
    BootstrapAdminUseCase bootstrap;

    @Inject
    IdGenerator ids;

    @Test
    void configuredAdministrator_wasCreatedOnce_asSuperAdminOfItsOrganization() {
        Browser root = Browser.signedIn("root@example.com", "root-password-1");
        root.request().get("/api/user/profile").then().statusCode(200)
                .body("role", equalTo("SUPER_ADMIN")).body("organizationName", equalTo("Root Org"));
        assertThat(bootstrap.ensureAdmin("other@example.com", "another-password-1", "Another")).isFalse();
    }

    @Test
    void ids_areCuids() {
        assertThat(ids.newId()).matches("c[0-9a-z]{24}");
        assertThat(ids.newId()).isNotEqualTo(ids.newId());
    }
}

package app.assessment.bootstrap.people;

import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.SignedInOrganization;
import app.assessment.bootstrap.testsupport.StoredRows;
import app.assessment.bootstrap.testsupport.TestAccounts;
import jakarta.inject.Inject;
import org.junit.jupiter.api.BeforeEach;

/** Each test of the people routes starts in a fresh organization, as its administrator and a professor. */
abstract class SignedInPeopleTest {

    @Inject
    TestAccounts accounts;

    @Inject
    StoredRows rows;

    Browser admin;
    Browser professor;

    @BeforeEach
    void signIn() {
        SignedInOrganization org = SignedInOrganization.create(accounts);
        admin = org.admin();
        professor = org.professor();
    }
}

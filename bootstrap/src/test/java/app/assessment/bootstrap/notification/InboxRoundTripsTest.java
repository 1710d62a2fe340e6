package app.assessment.bootstrap.notification;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;

import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.QueryCounter;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.User;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

/**
 * Reading the inbox costs the session read and one round trip, for one notification as for
 * 1,500, all or unread only (issue 22's inbox figure, ADR 0038): no transaction around it and
 * no count of everything the user received.
 */
@QuarkusTest
class InboxRoundTripsTest {

    @Inject
    TestAccounts accounts;
    @Inject
    QueryCounter queries;
    @Inject
    NotificationRows rows;

    @Test
    void theInbox_isTheSessionReadAndOneRoundTrip_howeverManyNotifications() {
        Organization org = accounts.organization();
        Browser few = reader(org, 1, 1);
        Browser many = reader(org, 1_500, 3);

        // A first read after start-up may pay a one-off driver lookup; what is pinned is the steady cost.
        roundTrips(few, false, 1);
        long one = roundTrips(few, false, 1);
        long fifteenHundred = roundTrips(many, false, 20);
        long unreadOnly = roundTrips(many, true, 20);

        assertThat(fifteenHundred).isEqualTo(one);
        assertThat(unreadOnly).isEqualTo(one);
        // The session read; the page and the unread count, sent together.
        assertThat(one).isEqualTo(2);
        many.request().queryParam("limit", 100).queryParam("page", 5).queryParam("unreadOnly", true).get("/api/notifications")
                .then().statusCode(200).body("items", hasSize(100)).body("unreadCount", equalTo(500)).body("hasMore", equalTo(false));
    }

    private Browser reader(Organization org, int notifications, int unreadEvery) {
        User user = accounts.user(org, Role.PROFESSOR);
        rows.delivered(org.id(), user.id(), notifications, unreadEvery);
        return Browser.signedIn(user.email(), TestAccounts.PASSWORD);
    }

    private long roundTrips(Browser reader, boolean unreadOnly, int items) {
        return queries.roundTripsDuring(() -> reader.request().queryParam("unreadOnly", unreadOnly).get("/api/notifications")
                .then().statusCode(200).body("items", hasSize(items)));
    }
}

package app.assessment.application.contracts;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.application.port.out.user.UserRepository;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.User;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** {@code UserRepository} as its port promises it, on whichever side a subclass gives. */
public abstract class UserRepositoryContract extends RepositoryContract {

    protected abstract UserRepository users();

    @Test
    void anAddedUser_isReadBack_byIdAndByEmailWithoutCase() {
        User user = user(newOrganization(), "Ana Lima", null);
        inTransaction(() -> users().add(user));

        assertThat(inTransaction(() -> users().byId(user.id()))).contains(user);
        assertThat(inTransaction(() -> users().lockedById(user.id()))).contains(user);
        assertThat(inTransaction(() -> users().byEmail(user.email().toUpperCase(Locale.ROOT)))).contains(user);
        assertThat(inTransaction(() -> users().emailTaken(user.email().toUpperCase(Locale.ROOT)))).isTrue();
    }

    @Test
    void aChangedEmail_findsTheUserByTheNewOne_andFreesTheOld() {
        User user = user(newOrganization(), "Ana Lima", null);
        inTransaction(() -> users().add(user));
        User moved = new User(user.id(), user.organizationId(), unique("new") + "@example.org", null, user.name(), null, null,
                "hash", user.role(), true, 0, null, null, null, null, T0, T0);

        inTransaction(() -> users().update(moved));

        assertThat(inTransaction(() -> users().byEmail(moved.email()))).contains(moved);
        assertThat(inTransaction(() -> users().byEmail(user.email()))).isEmpty();
        assertThat(inTransaction(() -> users().emailTaken(user.email()))).isFalse();
        assertThat(inTransaction(() -> users().byId(user.id()))).contains(moved);
    }

    @Test
    void usernameTaken_comparesWithoutCase() {
        String username = unique("Ana.");
        inTransaction(() -> users().add(user(newOrganization(), "Ana Lima", username)));

        assertThat(inTransaction(() -> users().usernameTaken(username.toLowerCase(Locale.ROOT)))).isTrue();
        assertThat(inTransaction(() -> users().usernameTaken(unique("nobody.")))).isFalse();
    }

    @Test
    void inOrganization_listsThatOrganizationsUsers_inNameOrder() {
        String organization = newOrganization();
        User bia = user(organization, "Bia", null);
        User ana = user(organization, "Ana", null);
        User elsewhere = user(newOrganization(), "Caio", null);
        inTransaction(() -> {
            users().add(bia);
            users().add(ana);
            users().add(elsewhere);
        });

        assertThat(inTransaction(() -> users().inOrganization(organization))).containsExactly(ana, bia);
        assertThat(inTransaction(() -> users().any())).isTrue();
    }

    private static User user(String organizationId, String name, String username) {
        String id = unique("cu");
        return new User(id, organizationId, id + "@example.org", username, name, null, null, "hash", Role.PROFESSOR, true, 0, null,
                null, null, null, T0, T0);
    }
}

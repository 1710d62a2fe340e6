package app.assessment.domain.user;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.domain.shared.DomainException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Which organization a request that may name one reaches: one answer for a foreign organization, 404, for every
 * role but the SUPER_ADMIN, on reads and writes alike ("-" is no organization named; "*" every organization).
 */
class OrganizationScopeTest {

    private static final String OWN = "own";

    @ParameterizedTest(name = "{0} naming {1} reads {2}")
    @CsvSource({
        "SUPER_ADMIN, -, *", "SUPER_ADMIN, own, own", "SUPER_ADMIN, other, other",
        "ADMIN, -, own", "ADMIN, own, own", "ADMIN, other, 404",
        "PROFESSOR, -, own", "PROFESSOR, other, 404", "STUDENT, other, 404"})
    void reads(Role role, String named, String reached) {
        check(() -> Permissions.readScope(role, OWN, named.equals("-") ? null : named), reached.equals("*") ? null : reached);
    }

    @ParameterizedTest(name = "{0} naming {1} writes in {2}")
    @CsvSource({
        "SUPER_ADMIN, -, own", "SUPER_ADMIN, ' ', own", "SUPER_ADMIN, own, own", "SUPER_ADMIN, other, other",
        "ADMIN, -, own", "ADMIN, own, own", "ADMIN, other, 404", "PROFESSOR, other, 404"})
    void writes(Role role, String named, String reached) {
        check(() -> Permissions.writeTarget(role, OWN, named.equals("-") ? null : named), reached);
    }

    @ParameterizedTest(name = "{0}, self {1}, administered fields {2}, of a {3}: {4}")
    @CsvSource({
        "PROFESSOR, true, false, PROFESSOR, true", "PROFESSOR, true, true, PROFESSOR, false", "PROFESSOR, false, false, ADMIN, false",
        "STUDENT, true, false, STUDENT, true", "ADMIN, false, true, PROFESSOR, true", "ADMIN, false, false, SUPER_ADMIN, false",
        "SUPER_ADMIN, false, true, SUPER_ADMIN, true", "ADMIN, true, true, ADMIN, true"})
    void userUpdates(Role actor, boolean self, boolean administered, Role target, boolean allowed) {
        assertThat(Permissions.canUpdateUser(actor, self, administered) && Permissions.canChangeUserOfRole(actor, target))
                .isEqualTo(allowed);
    }

    private static void check(java.util.function.Supplier<String> scope, String reached) {
        if ("404".equals(reached)) {
            assertThatThrownBy(scope::get).isInstanceOfSatisfying(DomainException.class,
                    e -> assertThat(e.kind()).isEqualTo(DomainException.Kind.NOT_FOUND));
        } else {
            assertThat(scope.get()).isEqualTo(reached);
        }
    }
}

package app.assessment.bootstrap.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import java.util.List;
import java.util.Set;

/**
 * The rules of ARCHITECTURE.md, parameterised by the root package so that the same rule runs
 * on the production code and on fixtures that break it on purpose.
 */
final class ArchitectureRules {

    private ArchitectureRules() {
    }

    static ArchRule domainUsesOnlyTheJdk(String root) {
        return classes().that().resideInAPackage(root + ".domain..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("java..", root + ".domain..")
                .as("domain depends only on java.. and itself");
    }

    /**
     * javax.crypto is the JDK's own (module java.base), not a framework: one-time codes and
     * tokens are hashed with it in the application, where the rules about them live.
     */
    static ArchRule applicationUsesOnlyDomainAndAllowedJakarta(String root) {
        return classes().that().resideInAPackage(root + ".application..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("java..", "javax.crypto..", root + ".domain..",
                        root + ".application..", "jakarta.inject..", "jakarta.enterprise.context..", "jakarta.transaction..")
                .as("application depends only on domain, the JDK (java.., javax.crypto..) and the allowed jakarta packages");
    }

    static ArchRule adaptersDoNotDependOnEachOther(String root, String adapter, String... others) {
        String[] otherPackages = new String[others.length];
        for (int i = 0; i < others.length; i++) {
            otherPackages[i] = root + ".adapters." + others[i] + "..";
        }
        return noClasses().that().resideInAPackage(root + ".adapters." + adapter + "..")
                .should().dependOnClassesThat().resideInAnyPackage(otherPackages)
                .as("adapter " + adapter + " does not depend on other adapters");
    }

    /**
     * Adapters reach the application through its ports (port.in use cases, port.out interfaces
     * they implement), never through a service class: a service is an implementation detail
     * that may be split, renamed or wrapped without an adapter noticing (docs/adr/0035).
     */
    static ArchRule adaptersUseOnlyPortsOfTheApplication(String root) {
        return noClasses().that().resideInAPackage(root + ".adapters..")
                .should().dependOnClassesThat().resideInAPackage(root + ".application.service..")
                .as("adapters depend on application ports, not on application.service..");
    }

    /**
     * Issue 41.8: the REST adapter drives the application through its use cases; an out-port is the application's
     * way out, so a resource or filter calling one (a limiter, a hasher) is a decision taken beside the use cases.
     * {@code allowed} names the out-ports it may still use, each for a reason its caller gives. Records nested in an
     * out-port (a page a use case answers with) are values, not calls, and stay allowed.
     */
    static ArchRule restUsesNoOutPortsBut(String root, String... allowed) {
        return noClasses().that().resideInAPackage(root + ".adapters.rest..")
                .should().dependOnClassesThat(DescribedPredicate.describe("are out-ports other than (" + String.join(", ", allowed) + ")",
                        (JavaClass c) -> c.isInterface() && c.getPackageName().startsWith(root + ".application.port.out")
                                && !List.of(allowed).contains(c.getName())))
                .as("adapters-rest uses the application's use cases, not its out-ports (issue 41)");
    }

    /**
     * ADR 0054: uploaded XML is parsed in one place, whose parser refuses DOCTYPEs and reaches nothing outside
     * (XXE); a second parser built elsewhere would start with the JDK's defaults, which resolve external entities.
     * {@code allowed} is that one class; reading the DOM it returns (org.w3c.dom) is not parsing.
     */
    static ArchRule xmlIsParsedOnlyBy(String root, String allowed) {
        return noClasses().that().resideInAPackage(root + "..")
                .and(DescribedPredicate.describe("are not " + allowed + " or nested in it",
                        (JavaClass c) -> !c.getName().split("\\$")[0].equals(allowed)))
                .should().dependOnClassesThat().resideInAnyPackage("javax.xml.parsers..", "javax.xml.stream..", "org.xml.sax..",
                        "javax.xml.transform..")
                .as("only " + allowed + " parses XML (ADR 0054)");
    }

    static ArchRule onlyPersistenceTouchesJpa(String root) {
        return noClasses().that().resideOutsideOfPackage(root + ".adapters.persistence..")
                .and().resideInAPackage(root + "..")
                .should().dependOnClassesThat(JavaClass.Predicates.resideInAnyPackage("jakarta.persistence..", "org.hibernate..",
                                "io.quarkus.hibernate..", "io.quarkus.panache..")
                        // Hibernate Validator is Bean Validation, not persistence: the configuration mappings use its constraints (ADR 0037).
                        .and(DescribedPredicate.not(JavaClass.Predicates.resideInAnyPackage("org.hibernate.validator.."))))
                .as("only adapters-persistence touches JPA, Hibernate ORM and Panache");
    }

    static ArchRule onlyRestAndPaymentTouchJaxRs(String root) {
        return noClasses().that().resideOutsideOfPackages(root + ".adapters.rest..", root + ".adapters.payment..")
                .and().resideInAPackage(root + "..")
                .should().dependOnClassesThat().resideInAPackage("jakarta.ws.rs..")
                .as("only adapters-rest and adapters-payment touch jakarta.ws.rs");
    }

    static ArchRule portsAreInterfacesOrRecords(String root) {
        return classes().that().resideInAnyPackage(root + ".application.port.in..", root + ".application.port.out..")
                .and().areTopLevelClasses()
                .should().beInterfaces().orShould().beRecords()
                .as("ports are interfaces and records");
    }

    /** ADR 0036: statements go through the {@code Jdbc} helper (or entities), never a JPA native query. */
    static ArchRule adaptersRunNoNativeQueries(String root) {
        return noClasses().that().resideInAPackage(root + ".adapters..")
                .should().callMethodWhere(DescribedPredicate.describe("EntityManager.createNativeQuery(..)",
                        (JavaMethodCall call) -> call.getName().equals("createNativeQuery")
                                && call.getTargetOwner().isAssignableTo(jakarta.persistence.EntityManager.class)))
                .as("adapters run no JPA native queries (ADR 0036: the Jdbc helper)");
    }

    /** Methods that read the wall clock; System.nanoTime (a duration, never a date) is not one of them. */
    private static final Set<String> WALL_CLOCK = Set.of("java.time.Instant.now", "java.time.Clock.systemUTC",
            "java.time.Clock.systemDefaultZone", "java.time.LocalDate.now", "java.time.LocalDateTime.now",
            "java.time.OffsetDateTime.now", "java.time.ZonedDateTime.now", "java.lang.System.currentTimeMillis");

    /**
     * ADR 0036: dates written or compared come from the application's Clock port, so rows, tokens
     * and cookies agree with the services and with the tests' controllable clock. {@code allowed}
     * names the classes that read the wall clock for something that is not a business time.
     */
    static ArchRule timeComesFromTheClockPort(String root, String... allowed) {
        return noClasses().that().resideInAnyPackage(root + ".domain..", root + ".application..", root + ".adapters..")
                .and(DescribedPredicate.describe("are not allowed to (" + String.join(", ", allowed) + ")",
                        (JavaClass c) -> !List.of(allowed).contains(c.getName().split("\\$")[0])))
                .should().callMethodWhere(DescribedPredicate.describe("a wall-clock read (" + String.join(", ", WALL_CLOCK) + ")",
                        (JavaMethodCall call) -> WALL_CLOCK.contains(call.getTargetOwner().getName() + "." + call.getName())))
                .as("domain, application and adapters take the time from the Clock port (ADR 0036)");
    }

    /**
     * ADR 0036: a persistence adapter is named by the out-port it implements ({@code Sql}, {@code Jdbc},
     * {@code Panache}, {@code Jpa}, {@code Postgres} or {@code Redis} before it), so the port finds its adapter by name.
     * Only persistence is held to it: the backup adapter names its classes by the tool they drive.
     */
    static ArchRule adaptersAreNamedByTheirPort(String root) {
        return classes().that().resideInAPackage(root + ".adapters.persistence..").and().areTopLevelClasses()
                .should(new ArchCondition<JavaClass>("end with the name of an out-port they implement") {
                    @Override
                    public void check(JavaClass adapter, ConditionEvents events) {
                        List<JavaClass> ports = adapter.getRawInterfaces().stream()
                                .filter(i -> i.getPackageName().startsWith(root + ".application.port.out")).toList();
                        if (!ports.isEmpty() && ports.stream().noneMatch(port -> adapter.getSimpleName().endsWith(port.getSimpleName()))) {
                            events.add(SimpleConditionEvent.violated(adapter, adapter.getName() + " implements "
                                    + ports.stream().map(JavaClass::getSimpleName).toList() + " but is not named after one of them"));
                        }
                    }
                })
                .as("persistence adapters are named by the out-port they implement (ADR 0036)");
    }

    /**
     * Issue 41: what a role may do and which organization a request reaches are decided in the domain's
     * Permissions, once; a service asks there and never tests a role itself.
     */
    static ArchRule servicesLeaveRolesToPermissions(String root) {
        return noClasses().that().resideInAPackage(root + ".application.service..")
                .should().callMethodWhere(DescribedPredicate.describe("a role test (Role.isAdmin, Role.isSuperuser)",
                        (JavaMethodCall call) -> ROLE_TESTS.contains(call.getTargetOwner().getSimpleName() + "." + call.getName())))
                .as("services ask Permissions, never test roles themselves (issue 41)");
    }

    private static final List<String> ROLE_TESTS = List.of("Role.isAdmin", "Role.isSuperuser");

    /**
     * Vert.x' impl packages change without notice between versions; the adapters use its public API (issue 41).
     * {@code allowed} names the known exceptions, each a debt written down where it is.
     */
    static ArchRule noVertxInternals(String root, String... allowed) {
        return noClasses().that().resideInAPackage(root + "..")
                .and(DescribedPredicate.describe("are not allowed to (" + String.join(", ", allowed) + ")",
                        (JavaClass c) -> !List.of(allowed).contains(c.getName().split("\\$")[0])))
                .should().dependOnClassesThat().resideInAnyPackage("io.vertx.core.impl..", "io.vertx.core.net.impl..",
                        "io.vertx.core.http.impl..", "io.vertx.core.buffer.impl..")
                .as("no Vert.x internals (issue 41)");
    }

    /**
     * ADR 0036: an adapter's prefix says how it reaches the database, so it must be true: a
     * {@code Panache} class uses Panache, a {@code Sql} class does not (it runs its statements
     * through the {@code Jdbc} helper). Without it the submissions adapter kept the Panache name
     * and a dead entity long after its last Panache call.
     */
    static ArchRule adaptersAreNamedByWhatTheyUse(String root) {
        return classes().that().resideInAPackage(root + ".adapters.persistence..").and().areTopLevelClasses()
                .and(DescribedPredicate.describe("are named Panache... or Sql...",
                        (JavaClass c) -> c.getSimpleName().startsWith("Panache") || c.getSimpleName().startsWith("Sql")))
                .should(new ArchCondition<JavaClass>("use Panache when named Panache, and not when named Sql") {
                    @Override
                    public void check(JavaClass adapter, ConditionEvents events) {
                        boolean usesPanache = adapter.getDirectDependenciesFromSelf().stream()
                                .anyMatch(d -> d.getTargetClass().getPackageName().startsWith(PANACHE));
                        boolean panacheName = adapter.getSimpleName().startsWith("Panache");
                        if (usesPanache != panacheName) {
                            events.add(SimpleConditionEvent.violated(adapter, adapter.getName() + (panacheName
                                    ? " is named Panache but does not use " : " is named Sql but uses ") + PANACHE));
                        }
                    }
                })
                .as("persistence adapters named Panache use Panache, those named Sql do not (ADR 0036)");
    }

    private static final String PANACHE = "io.quarkus.hibernate.orm.panache";

    /**
     * ADR 0037: our settings come through mappings, and Quarkus' own keys through one producer
     * ({@code allowed}), so a key is never read twice with two defaults or validated in one place
     * and not the other.
     */
    static ArchRule configPropertiesAreReadInOnePlace(String root, String allowed) {
        return noClasses().that().resideInAPackage(root + "..").and().doNotHaveFullyQualifiedName(allowed)
                .should().dependOnClassesThat().haveFullyQualifiedName("org.eclipse.microprofile.config.inject.ConfigProperty")
                .as("@ConfigProperty only in " + allowed + " (ADR 0037)");
    }
}

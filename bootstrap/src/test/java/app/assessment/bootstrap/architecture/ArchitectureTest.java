package app.assessment.bootstrap.architecture;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class ArchitectureTest {

    private static final String ROOT = "app.assessment";
    private static final String FIXTURES = "app.assessment.archfixtures";
    /**
     * A packaged build hands bootstrap the application's test-jar (its contracts and fakes) as a jar, which
     * DO_NOT_INCLUDE_TESTS (test-classes folders) does not recognise.
     */
    private static final JavaClasses PRODUCTION = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .withImportOption(location -> !location.contains("-tests.jar"))
            .importPackages(ROOT);

    /** Adapters that have code now; a rule over an empty package would prove nothing. */
    private static final List<String> ADAPTERS = PRODUCTION.stream()
            .map(JavaClass::getPackageName)
            .filter(name -> name.startsWith(ROOT + ".adapters."))
            .map(name -> name.substring((ROOT + ".adapters.").length()).split("\\.")[0])
            .distinct().sorted().toList();

    /**
     * Wall-clock readers that are not business time (ADR 0036): the rate limiter's fail-open path
     * reads System.currentTimeMillis only to log its warning at most once a minute.
     */
    private static final String[] WALL_CLOCK_ALLOWED = {ROOT + ".adapters.persistence.redis.RedisAttemptLimiter"};

    /**
     * RouteTemplates reads the request context's local data, which Vert.x only offers through its internal request
     * type, to spare Quarkus REST's per-request rebuild of its route table (a carried debt, see the class).
     * AuditStreamClient wraps the frames every stream shares without copying them, which Vert.x 4.5 only offers
     * through BufferImpl now that Buffer.buffer(ByteBuf) is deprecated (Vert.x 5: BufferInternal.buffer).
     */
    private static final String[] VERTX_INTERNALS_ALLOWED = {ROOT + ".adapters.rest.http.RouteTemplates",
            ROOT + ".adapters.rest.audit.AuditStreamClient"};

    /** The one reader of Quarkus' own keys (ADR 0037). */
    private static final String QUARKUS_KEYS = ROOT + ".bootstrap.config.QuarkusKeys";

    /**
     * Out-ports adapters-rest may use: Clock, because the session cookie's Max-Age and the session token's issue time
     * are business times the REST adapter writes itself and must agree with the services and the tests' clock (ADR 0036).
     */
    private static final String[] REST_OUT_PORTS_ALLOWED = {ROOT + ".application.port.out.Clock"};

    private static final JavaClasses BROKEN = new ClassFileImporter().importPackages(FIXTURES);

    static Stream<ArchRule> productionRules() {
        Stream<ArchRule> layered = Stream.of(
                ArchitectureRules.domainUsesOnlyTheJdk(ROOT),
                ArchitectureRules.applicationUsesOnlyDomainAndAllowedJakarta(ROOT),
                ArchitectureRules.onlyPersistenceTouchesJpa(ROOT),
                ArchitectureRules.onlyRestAndPaymentTouchJaxRs(ROOT),
                ArchitectureRules.portsAreInterfacesOrRecords(ROOT),
                ArchitectureRules.adaptersUseOnlyPortsOfTheApplication(ROOT),
                ArchitectureRules.adaptersRunNoNativeQueries(ROOT),
                ArchitectureRules.timeComesFromTheClockPort(ROOT, WALL_CLOCK_ALLOWED),
                ArchitectureRules.adaptersAreNamedByTheirPort(ROOT),
                ArchitectureRules.servicesLeaveRolesToPermissions(ROOT),
                ArchitectureRules.noVertxInternals(ROOT, VERTX_INTERNALS_ALLOWED),
                ArchitectureRules.adaptersAreNamedByWhatTheyUse(ROOT),
                ArchitectureRules.configPropertiesAreReadInOnePlace(ROOT, QUARKUS_KEYS),
                ArchitectureRules.restUsesNoOutPortsBut(ROOT, REST_OUT_PORTS_ALLOWED),
                ArchitectureRules.xmlIsParsedOnlyBy(ROOT, ROOT + ".adapters.interchange.SecureXml"));
        Stream<ArchRule> adapters = ADAPTERS.stream().map(adapter -> ArchitectureRules.adaptersDoNotDependOnEachOther(
                ROOT, adapter, ADAPTERS.stream().filter(other -> !other.equals(adapter)).toArray(String[]::new)));
        return Stream.concat(layered, adapters);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("productionRules")
    void productionCode_keepsTheRule(ArchRule rule) {
        rule.check(PRODUCTION);
    }

    @Test
    @DisplayName("every adapter module is found, so each is held to 'imports no other adapter'")
    void everyAdapterModule_isCheckedAsAnAdapter() {
        assertThat(ADAPTERS).containsExactlyInAnyOrder("backup", "identity", "interchange", "mail", "payment", "pdf", "persistence", "rest",
                "webhook");
    }

    @Test
    @DisplayName("a domain class importing a framework breaks the domain rule")
    void domainRule_bites() {
        assertViolated(ArchitectureRules.domainUsesOnlyTheJdk(FIXTURES), "FrameworkInDomain");
    }

    @Test
    @DisplayName("an application class importing JAX-RS breaks the application rule")
    void applicationRule_bites() {
        assertViolated(ArchitectureRules.applicationUsesOnlyDomainAndAllowedJakarta(FIXTURES), "RestInApplication");
    }

    @Test
    @DisplayName("an adapter importing another adapter breaks the isolation rule")
    void adapterIsolationRule_bites() {
        assertViolated(ArchitectureRules.adaptersDoNotDependOnEachOther(FIXTURES, "rest", "persistence", "payment"),
                "RestCallsPersistence");
    }

    @Test
    @DisplayName("an XML parser built outside the hardened one breaks the XML rule (ADR 0054)")
    void xmlRule_bites() {
        assertViolated(ArchitectureRules.xmlIsParsedOnlyBy(FIXTURES, FIXTURES + ".adapters.interchange.InterchangeCallsRest"),
                "XmlParserInRest");
    }

    @Test
    @DisplayName("the interchange adapter (ADR 0054) is held to isolation both ways: it imports no adapter and none imports it")
    void adapterIsolationRule_coversInterchange() {
        assertViolated(ArchitectureRules.adaptersDoNotDependOnEachOther(FIXTURES, "interchange", "rest", "persistence"),
                "InterchangeCallsRest");
        assertViolated(ArchitectureRules.adaptersDoNotDependOnEachOther(FIXTURES, "rest", "interchange"), "RestCallsInterchange");
    }

    @Test
    @DisplayName("an adapter calling an application service class breaks the ports-only rule")
    void adaptersUseOnlyPortsRule_bites() {
        assertViolated(ArchitectureRules.adaptersUseOnlyPortsOfTheApplication(FIXTURES), "RestCallsService");
    }

    @Test
    @DisplayName("JPA outside persistence breaks the JPA rule")
    void jpaRule_bites() {
        assertViolated(ArchitectureRules.onlyPersistenceTouchesJpa(FIXTURES), "EntityInPayment");
    }

    @Test
    @DisplayName("JAX-RS outside rest and payment breaks the JAX-RS rule")
    void jaxRsRule_bites() {
        assertViolated(ArchitectureRules.onlyRestAndPaymentTouchJaxRs(FIXTURES), "RestInApplication");
    }

    @Test
    @DisplayName("a class in a port package breaks the port rule")
    void portRule_bites() {
        assertViolated(ArchitectureRules.portsAreInterfacesOrRecords(FIXTURES), "ClassAsPort");
    }

    @Test
    @DisplayName("an adapter running a JPA native query breaks the persistence rule")
    void nativeQueryRule_bites() {
        assertViolated(ArchitectureRules.adaptersRunNoNativeQueries(FIXTURES), "NativeQueryInAdapter");
    }

    @Test
    @DisplayName("an adapter reading Instant.now() breaks the clock rule, unless allowed by name")
    void clockRule_bites() {
        assertViolated(ArchitectureRules.timeComesFromTheClockPort(FIXTURES), "WallClockInAdapter");
        ArchitectureRules.timeComesFromTheClockPort(FIXTURES, FIXTURES + ".adapters.persistence.WallClockInAdapter").check(BROKEN);
    }

    @Test
    @DisplayName("an adapter not named after the port it implements breaks the naming rule")
    void namingRule_bites() {
        assertViolated(ArchitectureRules.adaptersAreNamedByTheirPort(FIXTURES), "SqlWrongName");
    }

    @Test
    @DisplayName("a service testing a role itself breaks the permissions rule")
    void permissionsRule_bites() {
        assertViolated(ArchitectureRules.servicesLeaveRolesToPermissions(FIXTURES), "RoleTestingService");
    }

    @Test
    @DisplayName("an adapter reaching into Vert.x internals breaks the public-API rule")
    void vertxInternalsRule_bites() {
        assertViolated(ArchitectureRules.noVertxInternals(FIXTURES), "VertxInternalsInAdapter");
    }

    @Test
    @DisplayName("a Panache adapter without Panache, or an Sql adapter with it, breaks the naming rule")
    void namedByWhatItUsesRule_bites() {
        assertViolated(ArchitectureRules.adaptersAreNamedByWhatTheyUse(FIXTURES), "PanacheGradebook");
        assertViolated(ArchitectureRules.adaptersAreNamedByWhatTheyUse(FIXTURES), "SqlGradebook");
    }

    @Test
    @DisplayName("a @ConfigProperty outside the one reader of Quarkus' keys breaks the configuration rule")
    void configPropertyRule_bites() {
        assertViolated(ArchitectureRules.configPropertiesAreReadInOnePlace(FIXTURES, QUARKUS_KEYS), "ConfigPropertyInAdapter");
    }

    @Test
    @DisplayName("a REST filter calling an out-port breaks the use-cases-only rule, unless the port is allowed by name")
    void restOutPortRule_bites() {
        assertViolated(ArchitectureRules.restUsesNoOutPortsBut(FIXTURES), "FilterCallsOutPort");
        ArchitectureRules.restUsesNoOutPortsBut(FIXTURES, FIXTURES + ".application.port.out.Gradebook").check(BROKEN);
    }

    private static void assertViolated(ArchRule rule, String offender) {
        assertThatThrownBy(() -> rule.check(BROKEN)).isInstanceOf(AssertionError.class).hasMessageContaining(offender);
    }
}

package app.assessment.bootstrap.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.lang.ArchRule;

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

    static ArchRule onlyPersistenceTouchesJpa(String root) {
        return noClasses().that().resideOutsideOfPackage(root + ".adapters.persistence..")
                .and().resideInAPackage(root + "..")
                .should().dependOnClassesThat().resideInAnyPackage("jakarta.persistence..", "org.hibernate..", "io.quarkus.hibernate..",
                        "io.quarkus.panache..")
                .as("only adapters-persistence touches JPA, Hibernate and Panache");
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
}

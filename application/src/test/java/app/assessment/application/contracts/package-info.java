/**
 * Contract tests: one abstract class of cases per out-port, run over the in-memory fake here
 * ({@code InMemory*ContractTest}) and over the PostgreSQL adapter in bootstrap ({@code
 * bootstrap.contracts}, a {@code @QuarkusTest} subclass), so a fake cannot quietly differ from the
 * adapter it stands for (issue 41: the assignments fake kept the draft a completion deletes, the
 * charges fake let a replaced charge be updated and never let a stale creation claim go, the users
 * fake kept a changed e-mail's old key, never found a username and listed in no order, the forms
 * fake gave every form the same version whatever was written).
 *
 * <p>Why a test-jar: the cases must be written once and both modules must compile against them.
 * application's {@code maven-jar-plugin} builds its test classes as a {@code test-jar}, which
 * bootstrap depends on in test scope; within one reactor build ({@code -pl bootstrap -am}, or
 * {@code verify}) Maven hands bootstrap application's {@code target/test-classes} even when nothing
 * is packaged, so no {@code install} is needed. Copying a harness into bootstrap instead would be a
 * second list of cases to keep equal, the drift these tests exist to prevent. The fakes come along
 * on bootstrap's test class path; they are not beans (no bean-defining annotation), so Quarkus
 * ignores them.
 */
package app.assessment.application.contracts;

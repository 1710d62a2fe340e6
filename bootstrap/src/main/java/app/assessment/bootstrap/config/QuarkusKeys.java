package app.assessment.bootstrap.config;

import app.assessment.adapters.backup.BackupDatabase;
import app.assessment.adapters.mail.MailFrom;
import app.assessment.adapters.payment.AsaasEndpoint;
import app.assessment.adapters.persistence.audit.AuditFeedDatabase;
import app.assessment.adapters.rest.http.QuarkusHttpSettings;
import io.quarkus.runtime.configuration.MemorySize;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.util.List;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The one reader of Quarkus' own keys (ADR 0037): Quarkus maps its {@code quarkus.*} groups
 * itself, so they get no {@code @ConfigMapping} of ours; each adapter gets a plain record of its
 * share instead, as it does of a group two adapters need. {@code ArchitectureTest} allows
 * {@code @ConfigProperty} here and nowhere else. Each value is read when its record is first
 * injected, as the adapters read them before.
 */
public class QuarkusKeys {

    private static final String URL = "quarkus.datasource.jdbc.url";
    private static final String USER = "quarkus.datasource.username";
    private static final String PASSWORD = "quarkus.datasource.password";

    /** The SMTP bulkhead of the mail adapter's {@code SmtpCallLimit.send}, which the notification settings stay under. */
    public record SmtpBulkhead(int value) {
    }

    @Produces
    @Singleton
    MailFrom mailFrom(@ConfigProperty(name = "quarkus.mailer.from") String from) {
        return new MailFrom(from);
    }

    @Produces
    @Singleton
    AsaasEndpoint asaasEndpoint(@ConfigProperty(name = "quarkus.rest-client.asaas.url") String url) {
        return new AsaasEndpoint(url);
    }

    @Produces
    @Singleton
    BackupDatabase backupDatabase(@ConfigProperty(name = URL) String url, @ConfigProperty(name = USER) Optional<String> user,
                                  @ConfigProperty(name = PASSWORD) Optional<String> password) {
        return new BackupDatabase(url, user, password);
    }

    @Produces
    @Singleton
    AuditFeedDatabase auditFeedDatabase(@ConfigProperty(name = URL) String url,
                                        @ConfigProperty(name = USER, defaultValue = "postgres") String user,
                                        @ConfigProperty(name = PASSWORD) Optional<String> password) {
        return new AuditFeedDatabase(url, user, password.orElse(""));
    }

    @Produces
    @Singleton
    QuarkusHttpSettings quarkusHttpSettings(@ConfigProperty(name = "quarkus.http.limits.max-body-size") MemorySize maxBodySize,
                                            @ConfigProperty(name = "quarkus.http.proxy.trusted-proxies")
                                            Optional<List<String>> trustedProxies) {
        return new QuarkusHttpSettings(maxBodySize.asLongValue(), trustedProxies);
    }

    @Produces
    @Singleton
    SmtpBulkhead smtpBulkhead(@ConfigProperty(name = "quarkus.fault-tolerance.\"app.assessment.adapters.mail.SmtpCallLimit/send\".bulkhead.value")
                              int value) {
        return new SmtpBulkhead(value);
    }
}

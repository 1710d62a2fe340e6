package app.assessment.adapters.mail;

import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.faulttolerance.Bulkhead;
import org.eclipse.microprofile.faulttolerance.Timeout;

/**
 * At most {@code SMTP_MAX_CONCURRENT_SENDS} (4) mails being handed to the SMTP server at once on
 * this instance, each for at most {@code SMTP_TIMEOUT_MS} (20 s). A send holds a request's worker
 * thread until the server answers, and the mailer has no read timeout of its own: a server that
 * accepts the connection and never speaks holds it for good. The worker pool is sized for short
 * requests, so without these limits password-reset and sign-in code requests against a stalled
 * server could take every thread. A send over the limit fails at once ({@code BulkheadException})
 * and one that runs out of time is interrupted ({@code TimeoutException}); the sender reports
 * both as 502 {@code MAIL_UNAVAILABLE}.
 *
 * <p>Configured under {@code quarkus.fault-tolerance."<this class>/run".bulkhead.value} and
 * {@code .timeout.value} (milliseconds).
 */
@ApplicationScoped
public class SmtpCallLimit {

    @Bulkhead(4)
    @Timeout(20_000)
    public void run(Runnable send) {
        send.run();
    }
}

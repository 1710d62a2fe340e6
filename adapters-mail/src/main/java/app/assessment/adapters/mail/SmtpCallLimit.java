package app.assessment.adapters.mail;

import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.faulttolerance.Bulkhead;
import org.eclipse.microprofile.faulttolerance.Timeout;

/**
 * At most {@code SMTP_MAX_CONCURRENT_SENDS} (4) mails being handed to the SMTP server at once on
 * this instance, each SMTP session given at most {@code SMTP_TIMEOUT_MS} (10 s). A send holds a
 * request's worker thread until the server answers, and the mailer has no read timeout of its
 * own: a server that accepts the connection and never speaks holds it for good. The worker pool
 * is sized for short requests, so without these limits password-reset and sign-in code requests
 * against a stalled server could take every thread. A send over the limit fails at once
 * ({@code BulkheadException}); a session that runs out of time is interrupted
 * ({@code TimeoutException}) and, like a 4xx reply, tried once more; the sender reports what
 * still fails as 502 {@code MAIL_UNAVAILABLE}.
 *
 * <p>Configured under {@code quarkus.fault-tolerance."<this class>/send".bulkhead.value} and
 * {@code quarkus.fault-tolerance."<this class>/attempt".timeout.value} (milliseconds).
 */
@ApplicationScoped
public class SmtpCallLimit {

    /** A whole send, retry included. */
    @Bulkhead(4)
    public void send(Runnable send) {
        send.run();
    }

    /** One SMTP session. */
    @Timeout(10_000)
    public void attempt(Runnable session) {
        session.run();
    }
}

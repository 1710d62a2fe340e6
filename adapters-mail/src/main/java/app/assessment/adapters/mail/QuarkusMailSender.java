package app.assessment.adapters.mail;

import app.assessment.application.port.out.mail.MailMessage;
import app.assessment.application.port.out.mail.MailSender;
import app.assessment.application.port.out.metrics.OperationalMetrics;
import app.assessment.domain.shared.DomainException;
import io.quarkus.mailer.Mail;
import io.vertx.ext.mail.SMTPException;
import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.faulttolerance.exceptions.TimeoutException;
import org.jboss.logging.Logger;

/**
 * SMTP through quarkus-mailer, waited for: callers run on worker threads and want to know
 * whether the mail left. A failure becomes 502 MAIL_UNAVAILABLE. The log names the failure's
 * type only: messages of SMTP errors may echo the mail, and mails carry codes and tokens.
 */
@ApplicationScoped
public class QuarkusMailSender implements MailSender {

    private static final Logger LOG = Logger.getLogger(QuarkusMailSender.class);

    private final EventLoopMailer mailer;
    private final SmtpCallLimit limit;
    private final OperationalMetrics metrics;
    private final String from;

    public QuarkusMailSender(EventLoopMailer mailer, SmtpCallLimit limit, OperationalMetrics metrics,
                             MailFrom from) {
        this.mailer = mailer;
        this.limit = limit;
        this.metrics = metrics;
        this.from = from.address();
    }

    /**
     * SMTP's 4xx replies are transient by definition (a 421 from a server that dropped the
     * session, say), and so is a session that ran out of time: one more attempt, on a new
     * connection, before the caller hears of it.
     */
    private void sendRetryingTransient(Mail mail) {
        try {
            limit.attempt(() -> mailer.send(mail));
        } catch (RuntimeException first) {
            if (!isTransient(first)) {
                throw first;
            }
            LOG.warnf("Mail delivery failed transiently, retrying once: %s", causeChain(first));
            limit.attempt(() -> mailer.send(mail));
        }
    }

    private static boolean isTransient(Throwable failure) {
        if (failure instanceof TimeoutException) {
            return true;
        }
        for (Throwable cause = failure; cause != null; cause = cause.getCause() == cause ? null : cause.getCause()) {
            if (cause instanceof SMTPException smtp) {
                return smtp.isTransient();
            }
        }
        return false;
    }

    /** Exception types down to the root, without messages (which may echo the mail). */
    private static String causeChain(Throwable failure) {
        StringBuilder chain = new StringBuilder(failure.getClass().getName());
        for (Throwable cause = failure.getCause(); cause != null && cause != cause.getCause(); cause = cause.getCause()) {
            chain.append(" <- ").append(cause.getClass().getName());
            if (cause instanceof SMTPException smtp) {
                chain.append(" (SMTP reply ").append(smtp.getReplyCode()).append(')');
            }
        }
        return chain.toString();
    }

    @Override
    public void send(MailMessage message) {
        Mail mail = Mail.withText(message.to(), message.subject(), message.text());
        if (message.html() != null) {
            mail.setHtml(message.html());
        }
        if (message.senderName() != null) {
            // The address stays MAIL_FROM (the one the SMTP server lets us send as); only the name is the organization's.
            // The name has no address specials (NotificationPreferences); the mailer encodes it when it is not ASCII.
            mail.setFrom(message.senderName() + " <" + from + ">");
        }
        if (message.replyTo() != null) {
            mail.setReplyTo(message.replyTo());
        }
        if (message.messageId() != null) {
            // Stable across retries of one notification: a resend after an ambiguous failure can be recognised.
            mail.addHeader("Message-ID", message.messageId());
        }
        try {
            limit.send(() -> sendRetryingTransient(mail));
            metrics.mailDelivery("sent");
        } catch (RuntimeException e) {
            metrics.mailDelivery("failed");
            LOG.errorf("Mail delivery failed: %s", causeChain(e));
            throw new DomainException(DomainException.Kind.UPSTREAM_FAILED, "MAIL_UNAVAILABLE",
                    "The mail could not be sent; try again later");
        }
    }
}

package app.assessment.adapters.mail;

import io.quarkus.mailer.Mail;
import io.quarkus.mailer.reactive.ReactiveMailer;
import io.vertx.core.Context;
import io.vertx.core.Vertx;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;

/**
 * Sends a mail and waits for it, starting the send on a Vert.x event loop. Started from a plain
 * thread (a worker, a test), the Vert.x mail client opens the SMTP connection on one new context
 * and installs its reader for the server's greeting from another, on a second event loop; a
 * greeting that arrives in between is dropped (Vert.x discards data that finds no handler), and
 * the client then waits for it while the server waits for EHLO, until the server gives up with
 * 421. On one context both happen in the same event-loop turn, before any data is read.
 */
@ApplicationScoped
public class EventLoopMailer {

    private final ReactiveMailer mailer;
    private final Vertx vertx;

    public EventLoopMailer(ReactiveMailer mailer, Vertx vertx) {
        this.mailer = mailer;
        this.vertx = vertx;
    }

    /** Blocks until the server accepted the mail; interruptible (the session timeout interrupts it). */
    public void send(Mail mail) {
        Context context = vertx.getOrCreateContext();
        CompletableFuture<Void> sent = new CompletableFuture<>();
        context.runOnContext(ignored -> mailer.send(mail).subscribe().with(sent::complete, sent::completeExceptionally));
        try {
            sent.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while the mail was being sent", e);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException runtime ? runtime : new IllegalStateException(e.getCause());
        }
    }
}

package app.assessment.application.service.auth;

import app.assessment.application.port.in.auth.RequestPasswordResetUseCase.Command;
import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.IdGenerator;
import app.assessment.application.port.out.auth.OneTimeSecretRepository;
import app.assessment.application.service.notification.SignInMails;
import app.assessment.application.port.out.user.UserRepository;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.audit.AuditEntry;
import app.assessment.domain.user.User;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;

/**
 * The background half of a reset request: for an active user, a random token (kept only as its
 * SHA-256, valid 30 minutes, one use) and the mail with the link. Unknown or deactivated
 * addresses end here silently. A user without a password gets the link too: it is how they
 * set one.
 */
@ApplicationScoped
public class PasswordResetMail {

    static final Duration VALID_FOR = Duration.ofMinutes(30);

    private final UserRepository users;
    private final OneTimeSecretRepository secrets;
    private final SignInMails mails;
    private final AuditTrail auditTrail;
    private final IdGenerator ids;
    private final Clock clock;

    public PasswordResetMail(UserRepository users, OneTimeSecretRepository secrets, SignInMails mails, AuditTrail auditTrail,
                             IdGenerator ids, Clock clock) {
        this.users = users;
        this.secrets = secrets;
        this.mails = mails;
        this.auditTrail = auditTrail;
        this.ids = ids;
        this.clock = clock;
    }

    @Transactional
    public void send(Command request) {
        User user = users.byEmail(request.email()).filter(User::active).orElse(null);
        if (user == null) {
            return;
        }
        Instant now = clock.now();
        String token = OneTimeSecrets.newToken();
        secrets.add(OneTimeSecretRepository.Kind.PASSWORD_RESET, ids.newId(), user.id(), OneTimeSecrets.sha256(token),
                now.plus(VALID_FOR), now);
        String link = request.appUrl() + "/" + request.locale() + "/reset-password?token=" + token;
        mails.sendPasswordReset(user, link, token, VALID_FOR);
        // Whoever asked is not known to be the account's owner: the audit names the service, with the asking address.
        Actor requester = new Actor(Actor.Kind.SYSTEM, null, "password reset request", null, user.organizationId(), request.ip());
        auditTrail.record(new AuditEntry(now, requester, "auth.password-reset-requested", "User", user.id(), Map.of()));
    }
}

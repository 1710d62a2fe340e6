package app.assessment.application.service.notification;

import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.assignment.AssignmentRepository;
import app.assessment.application.port.out.assignment.ParticipantDirectory;
import app.assessment.application.port.out.form.FormRepository;
import app.assessment.application.port.out.notification.NotificationOutbox.Claimed;
import app.assessment.application.port.out.notification.NotificationRenderer;
import app.assessment.application.port.out.notification.NotificationSettings;
import app.assessment.application.port.out.payment.ChargeRepository;
import app.assessment.application.port.out.user.UserRepository;
import app.assessment.domain.assignment.Assignment;
import app.assessment.domain.notification.NotificationChannel;
import app.assessment.domain.notification.NotificationPreferences;
import app.assessment.domain.notification.NotificationType;
import app.assessment.domain.notification.ReminderSchedule;
import app.assessment.domain.notification.TemplateVariables;
import app.assessment.domain.payment.Charge;
import app.assessment.domain.payment.PaymentStatus;
import app.assessment.domain.user.User;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * What a claimed notification says and to whom, read as things are at delivery: the participant's
 * current address, the assignment's current schedule, a pending charge's link. A reminder whose
 * assignment closed or moved is dropped here rather than sent.
 */
@ApplicationScoped
public class NotificationContent {

    private final AssignmentRepository assignments;
    private final ParticipantDirectory participants;
    private final FormRepository forms;
    private final ChargeRepository charges;
    private final UserRepository users;
    private final NotificationRenderer renderer;
    private final NotificationSettings settings;
    private final OrganizationNotificationPreferences preferences;
    private final Clock clock;

    public NotificationContent(AssignmentRepository assignments, ParticipantDirectory participants, FormRepository forms,
                               ChargeRepository charges, UserRepository users, NotificationRenderer renderer,
                               NotificationSettings settings, OrganizationNotificationPreferences preferences, Clock clock) {
        this.assignments = assignments;
        this.participants = participants;
        this.forms = forms;
        this.charges = charges;
        this.users = users;
        this.renderer = renderer;
        this.settings = settings;
        this.preferences = preferences;
        this.clock = clock;
    }

    /**
     * Either a message to deliver or the reason it is not sent ({@code cancelled}: withdrawn; else
     * skipped); {@code senderName} and {@code replyTo} are the organization's (null: none).
     */
    public record Prepared(String email, String name, NotificationRenderer.Rendered message, String dropReason, boolean cancelled,
                           String senderName, String replyTo) {
        static Prepared drop(String reason, boolean cancelled, String email, String name) {
            return new Prepared(email, name, null, reason, cancelled, null, null);
        }
    }

    /** Why a row whose type the organization turned off for its channel ends {@code skipped}. */
    public static final String TURNED_OFF = "turned off in settings";

    @Transactional
    public Prepared prepare(Claimed claimed) {
        Map<String, String> values = new LinkedHashMap<>();
        TemplateVariables.all().forEach(name -> values.put(name, ""));
        // Read at delivery, so a change of the settings applies to everything not yet sent, on every instance.
        NotificationPreferences organization = preferences.of(claimed.organizationId());
        String locale = organization.locale();
        String email = claimed.recipientEmail();
        String name = claimed.recipientName();
        if (!organization.isOn(claimed.type(), claimed.channel())) {
            return Prepared.drop(TURNED_OFF, false, email, name);
        }
        Assignment assignment = null;
        if (claimed.assignmentId() != null) {
            assignment = assignments.byId(claimed.organizationId(), claimed.assignmentId()).orElse(null);
            if (assignment == null) {
                return Prepared.drop("assignment not found", true, email, name);
            }
            describe(assignment, values, locale, organization.timeZone());
        }
        values.putAll(claimed.payload());
        if (claimed.type() == NotificationType.ASSIGNMENT_REMINDER) {
            Instant edge = Instant.parse(claimed.payload().get("windowEdge"));
            if (!ReminderSchedule.stillDue(assignment, claimed.payload().get("about"), edge, clock.now())) {
                return Prepared.drop("assignment closed or rescheduled", true, email, name);
            }
        }
        boolean toParticipant = claimed.channel() == NotificationChannel.EMAIL && claimed.recipientUserId() == null
                && assignment != null;
        if (toParticipant) {
            var participant = participants.find(claimed.organizationId(), assignment.participant()).orElse(null);
            if (participant == null) {
                return Prepared.drop("participant not found", false, email, name);
            }
            email = participant.email();
            name = participant.name();
        } else if (claimed.recipientUserId() != null) {
            Optional<User> user = users.byId(claimed.recipientUserId());
            email = user.map(User::email).orElse(email);
            name = user.map(User::name).orElse(name);
        }
        values.put("recipientName", name == null ? "" : name);
        if (claimed.channel() == NotificationChannel.EMAIL && (email == null || email.isBlank())) {
            return Prepared.drop("recipient has no e-mail address", false, null, name);
        }
        return new Prepared(email, name, renderer.render(claimed.organizationId(), locale, claimed.type(), values), null, false,
                organization.senderName(), organization.replyTo());
    }

    private void describe(Assignment assignment, Map<String, String> values, String locale, ZoneId zone) {
        participants.find(assignment.organizationId(), assignment.participant())
                .ifPresent(p -> values.put("participantName", p.name()));
        values.put("formTitle", forms.titlesOf(List.of(assignment.formId())).getOrDefault(assignment.formId(), ""));
        values.put("testLink", settings.appUrl() + settings.testLinkPath().replace("{locale}", locale)
                .replace("{token}", assignment.token()));
        values.put("scheduledAt", format(assignment.scheduledAt(), locale, zone));
        values.put("expiresAt", format(assignment.expiresAt(), locale, zone));
        charges.find(assignment.id()).flatMap(p -> p.current()).filter(c -> c.status() == PaymentStatus.PENDING)
                .ifPresent(charge -> putCharge(charge, values));
    }

    private static void putCharge(Charge charge, Map<String, String> values) {
        values.put("paymentLink", charge.paymentLink() == null ? "" : charge.paymentLink());
        values.put("pixCode", charge.qrCodeText() == null ? "" : charge.qrCodeText());
        values.put("amount", charge.amount() == null ? "" : charge.amount().reais().toPlainString());
    }

    private static String format(Instant at, String locale, ZoneId zone) {
        if (at == null) {
            return "";
        }
        DateTimeFormatter pattern = "en".equals(locale) ? DateTimeFormatter.ofPattern("MMM d, yyyy h:mm a z", Locale.ENGLISH)
                : DateTimeFormatter.ofPattern("dd/MM/yyyy HH:mm z", Locale.forLanguageTag("pt-BR"));
        return pattern.format(at.atZone(zone));
    }
}

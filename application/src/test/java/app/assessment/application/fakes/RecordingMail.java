package app.assessment.application.fakes;

import app.assessment.application.port.out.mail.MailMessage;
import app.assessment.application.port.out.mail.MailSender;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Keeps every mail it is handed; an address in {@code refusing} fails as an SMTP server that said no. */
public final class RecordingMail implements MailSender {

    public final List<MailMessage> sent = new ArrayList<>();
    public final Set<String> refusing = new HashSet<>();

    @Override
    public synchronized void send(MailMessage message) {
        if (refusing.contains(message.to())) {
            throw new IllegalStateException("550 mailbox unavailable");
        }
        sent.add(message);
    }
}

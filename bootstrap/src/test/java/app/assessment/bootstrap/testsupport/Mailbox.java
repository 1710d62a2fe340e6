package app.assessment.bootstrap.testsupport;

import static org.awaitility.Awaitility.await;

import jakarta.mail.BodyPart;
import jakarta.mail.Folder;
import jakarta.mail.Message;
import jakarta.mail.MessagingException;
import jakarta.mail.Multipart;
import jakarta.mail.Part;
import jakarta.mail.Session;
import jakarta.mail.Store;
import jakarta.mail.internet.MimeMessage;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** What the test SMTP server received, per recipient. Every test user has its own address. */
public final class Mailbox {

    private final String host;
    private final int imapPort;

    Mailbox(String host, int imapPort) {
        this.host = host;
        this.imapPort = imapPort;
    }

    /**
     * What the SMTP server received for {@code address}, read over IMAP (GreenMail keeps one
     * mailbox per recipient, login and password both the address; an address nothing was sent
     * to yet is an empty mailbox).
     */
    public List<Mail> to(String address) {
        Session session = Session.getInstance(new Properties());
        try (Store store = session.getStore("imap")) {
            store.connect(host, imapPort, address, address);
            Folder inbox = store.getFolder("INBOX");
            inbox.open(Folder.READ_ONLY);
            try {
                List<Mail> mails = new ArrayList<>();
                for (Message message : inbox.getMessages()) {
                    mails.add(new Mail(new MimeMessage((MimeMessage) message)));
                }
                return mails;
            } finally {
                inbox.close(false);
            }
        } catch (MessagingException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Waits, with a deadline, until {@code count} mails to {@code address} arrived; returns the
     * last. The deadline covers one stalled SMTP session (30 s) and the sender's retry.
     */
    public Mail awaitMail(String address, int count) {
        await().atMost(Duration.ofSeconds(45)).until(() -> to(address).size() >= count);
        List<Mail> mails = to(address);
        return mails.get(mails.size() - 1);
    }

    /** One received mail, with its plain and HTML alternatives. */
    public static final class Mail {
        private final MimeMessage message;

        Mail(MimeMessage message) {
            this.message = message;
        }

        public String subject() {
            try {
                return message.getSubject();
            } catch (MessagingException e) {
                throw new IllegalStateException(e);
            }
        }

        public String from() {
            try {
                return message.getFrom()[0].toString();
            } catch (MessagingException e) {
                throw new IllegalStateException(e);
            }
        }

        public String text() {
            return part("text/plain");
        }

        /** The first value of a header, or null. */
        public String header(String name) {
            try {
                return message.getHeader(name, null);
            } catch (MessagingException e) {
                throw new IllegalStateException(e);
            }
        }

        public String html() {
            return part("text/html");
        }

        /** The first match of {@code regex}'s group 1 in the plain text. */
        public String find(String regex) {
            Matcher matcher = Pattern.compile(regex).matcher(text());
            if (!matcher.find()) {
                throw new AssertionError("no " + regex + " in mail: " + text());
            }
            return matcher.group(1);
        }

        private String part(String type) {
            try {
                return find(message, type);
            } catch (MessagingException | IOException e) {
                throw new IllegalStateException(e);
            }
        }

        private static String find(Part part, String type) throws MessagingException, IOException {
            if (part.isMimeType(type)) {
                return (String) part.getContent();
            }
            if (part.getContent() instanceof Multipart multipart) {
                for (int i = 0; i < multipart.getCount(); i++) {
                    BodyPart child = multipart.getBodyPart(i);
                    String found = find(child, type);
                    if (found != null) {
                        return found;
                    }
                }
            }
            return null;
        }
    }
}

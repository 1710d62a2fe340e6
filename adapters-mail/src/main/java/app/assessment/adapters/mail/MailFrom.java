package app.assessment.adapters.mail;

/** The sender address of every mail ({@code quarkus.mailer.from}), produced by bootstrap, the one reader of Quarkus' keys (ADR 0037). */
public record MailFrom(String address) {
}

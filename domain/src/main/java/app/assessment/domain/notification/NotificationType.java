package app.assessment.domain.notification;

/** What a notification tells; also the key of its template. */
public enum NotificationType {
    ASSIGNMENT_CREATED,
    ASSIGNMENT_REMINDER,
    ASSIGNMENT_CANCELLED,
    PAYMENT_REQUESTED,
    PAYMENT_CONFIRMED,
    /** To the organization's administrators: the provider received money for a charge settled by hand. */
    PAYMENT_REFUND_DUE,
    SUBMISSION_RECEIVED,
    /** To the participant: the last answer awaiting a grader was graded, so the result is final (issue 43). */
    SUBMISSION_GRADED,
    SECOND_FACTOR_CODE,
    PASSWORD_RESET,
    ANNOUNCEMENT,
    /** To the organization's administrators, in the app and by e-mail: a webhook endpoint failing for 3 days was disabled. */
    WEBHOOK_ENDPOINT_DISABLED;

    /** Types about an assignment, whose participant's address is looked up when the mail leaves. */
    public boolean toParticipant() {
        return this == ASSIGNMENT_CREATED || this == ASSIGNMENT_REMINDER || this == ASSIGNMENT_CANCELLED
                || this == PAYMENT_REQUESTED || this == SUBMISSION_GRADED;
    }
}

package app.assessment.application.port.out.metrics;

import java.time.Duration;

/**
 * The business figures an operator pages on (docs/adr/0029). Tag values are small fixed sets
 * (statuses, outcomes, operation and job names), never ids, addresses or personal data: each
 * distinct value is a time series kept for ever by the scraper.
 */
public interface OperationalMetrics {

    /** Records nothing: for tests of use cases that do not look at figures. */
    OperationalMetrics NONE = new OperationalMetrics() {
    };

    /** A participant's submission was stored; counted when the caller's transaction commits. */
    default void submissionRecorded() {
    }

    /** A charge went from one status to another ({@code none} for a new one); counted when the caller's transaction commits. */
    default void chargeStatusChanged(String from, String to) {
    }

    /** A provider webhook event: {@code applied}, {@code unchanged}, {@code unknown_charge}, {@code duplicate} or {@code rejected}. */
    default void providerEvent(String outcome) {
    }

    /** One call to the payment provider: the port operation, {@code success} or the failure's code, and how long it took. */
    default void providerCall(String operation, String outcome, Duration took) {
    }

    /** One mail handed to SMTP: {@code sent} or {@code failed}. */
    default void mailDelivery(String outcome) {
    }

    /** One run of a periodic job: {@code done}, {@code skipped} (another run held the lock) or {@code failed}. */
    default void jobRun(String job, String outcome, Duration took) {
    }
}

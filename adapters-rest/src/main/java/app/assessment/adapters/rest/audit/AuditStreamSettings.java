package app.assessment.adapters.rest.audit;

import java.time.Duration;

/**
 * The live stream's limits and timings on this instance ({@code app.audit.stream.*}, ADR 0019),
 * produced by bootstrap from its configuration.
 *
 * @param heartbeat interval of the keep-alive comment
 * @param recheck how often each stream's session and role are checked again
 * @param buffer events a client may fall behind before its stream is ended (it resumes with Last-Event-ID)
 * @param maxPerInstance streams open at once on this instance
 * @param maxPerUser streams one user may have open on this instance
 * @param maxReplay entries one resume replays at most
 * @param retry the {@code retry:} hint sent to clients, and the Retry-After of a refused stream
 */
public record AuditStreamSettings(Duration heartbeat, Duration recheck, int buffer, int maxPerInstance, int maxPerUser, int maxReplay,
                                  Duration retry) {
}

package app.assessment.application.port.out.attempt;

import app.assessment.domain.assignment.Participant;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/** Finds the students and candidates an accommodation import names, many at once. */
public interface AccommodationParticipants {

    /**
     * The live (not deleted) students and candidates of the organization whose id is one of
     * {@code keys}, or whose e-mail is one of them (compared ignoring case). Keyed by the key as
     * given; a key that matches nothing is absent; an e-mail may match a student and a candidate.
     */
    Map<String, List<Participant>> byIdOrEmail(String organizationId, Collection<String> keys);
}

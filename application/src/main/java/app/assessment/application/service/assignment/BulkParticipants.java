package app.assessment.application.service.assignment;

import app.assessment.application.port.in.assignment.AssignmentUseCases.BulkAssignCommand;
import app.assessment.application.port.out.assignment.ParticipantDirectory.ParticipantInfo;
import app.assessment.domain.assignment.Participant;
import app.assessment.domain.assignment.StudentParticipant;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.shared.InvalidFieldsException;
import app.assessment.domain.shared.InvalidFieldsException.FieldError;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The participants of a bulk assignment, checked all at once: each must be a live student or candidate of the
 * organization (another organization's id is unknown, as everywhere) and named once. Every bad entry is listed by its
 * place in the request ({@code studentIds[3]}), so a client fixes the whole list in one round.
 */
final class BulkParticipants {

    private BulkParticipants() {
    }

    /** The participants' details in the order asked. */
    static List<ParticipantInfo> check(List<Participant> asked, List<ParticipantInfo> found) {
        if (asked.isEmpty()) {
            throw DomainException.invalidRequest("studentIds or candidateIds: name at least one participant");
        }
        if (asked.size() > BulkAssignCommand.MAX_PARTICIPANTS) {
            throw new DomainException(DomainException.Kind.TOO_LARGE, "BULK_TOO_LARGE",
                    "A bulk assignment takes at most " + BulkAssignCommand.MAX_PARTICIPANTS + " participants; split the list");
        }
        Map<Participant, ParticipantInfo> live = new HashMap<>();
        found.forEach(info -> live.put(info.participant(), info));
        Map<Participant, Integer> seen = new HashMap<>();
        List<FieldError> errors = new ArrayList<>();
        List<ParticipantInfo> ordered = new ArrayList<>();
        for (int i = 0; i < asked.size(); i++) {
            Participant participant = asked.get(i);
            String field = (participant instanceof StudentParticipant ? "studentIds[" : "candidateIds[") + i + "]";
            Integer first = seen.putIfAbsent(participant, i);
            if (first != null) {
                errors.add(new FieldError(field, "repeats entry " + first));
            } else if (!live.containsKey(participant)) {
                errors.add(new FieldError(field, "no live " + participant.typeName().toLowerCase() + " of the organization has this id"));
            } else {
                ordered.add(live.get(participant));
            }
        }
        if (!errors.isEmpty()) {
            throw new InvalidFieldsException("Some participants cannot be assigned; nothing was assigned", errors);
        }
        return ordered;
    }
}

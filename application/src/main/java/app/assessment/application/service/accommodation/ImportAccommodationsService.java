package app.assessment.application.service.accommodation;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.accommodation.AccommodationInput;
import app.assessment.application.port.in.accommodation.ImportAccommodationsUseCase;
import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.attempt.AccommodationParticipants;
import app.assessment.domain.assignment.Participant;
import app.assessment.domain.attempt.Accommodation;
import app.assessment.domain.audit.AuditEntry;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.shared.InvalidFieldsException;
import app.assessment.domain.shared.InvalidFieldsException.FieldError;
import app.assessment.domain.user.Permissions;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Many accommodations at once, all or nothing: every line is checked (the values by the domain,
 * the participant against the caller's organization) before anything is written, and any error
 * refuses the whole file with every line's errors. A participant is named by id (a student's or a
 * candidate's; ids are unique across both) or by e-mail (a live student or candidate of the
 * organization, ignoring case); an e-mail that a student and a candidate share is an error on
 * its line (send the id). Another organization's id is "not found", like an unknown one.
 */
@ApplicationScoped
public class ImportAccommodationsService implements ImportAccommodationsUseCase {

    private final AccommodationParticipants participants;
    private final Accommodations accommodations;
    private final AuditTrail auditTrail;
    private final Clock clock;

    public ImportAccommodationsService(AccommodationParticipants participants, Accommodations accommodations, AuditTrail auditTrail,
                                       Clock clock) {
        this.participants = participants;
        this.accommodations = accommodations;
        this.auditTrail = auditTrail;
        this.clock = clock;
    }

    @Override
    @Transactional
    public int importLines(Caller caller, List<Line> lines) {
        if (!Permissions.administersAccommodations(caller.role())) {
            throw DomainException.forbidden("FORBIDDEN", "Only administrators import accommodations");
        }
        if (lines.size() > MAX_LINES) {
            throw new DomainException(DomainException.Kind.TOO_LARGE, "IMPORT_TOO_LARGE",
                    "An import takes at most " + MAX_LINES + " lines; split the file");
        }
        if (lines.isEmpty()) {
            throw DomainException.invalid("body", "has no lines after the header");
        }
        Map<String, List<Participant>> found = participants.byIdOrEmail(caller.organizationId(),
                lines.stream().map(Line::participant).filter(key -> key != null && !key.isBlank()).map(String::strip).distinct().toList());
        List<FieldError> errors = new ArrayList<>();
        Map<Participant, Accommodation> planned = new LinkedHashMap<>();
        Map<Participant, Integer> lineOf = new HashMap<>();
        for (Line line : lines) {
            int before = errors.size();
            if (line.cells() > 4) {
                errors.add(error(line, "has " + line.cells() + " cells; expected participant, timeMultiplier, extraMinutes, reason"));
            }
            Accommodation accommodation = accommodation(line, errors);
            Participant participant = participant(line, found, errors);
            if (participant != null && lineOf.containsKey(participant)) {
                errors.add(error(line, "participant: already on line " + lineOf.get(participant)));
            } else if (participant != null) {
                lineOf.put(participant, line.number());
            }
            if (errors.size() == before) {
                planned.put(participant, accommodation);
            }
        }
        if (!errors.isEmpty()) {
            throw new InvalidFieldsException("The import has errors; nothing was applied", errors);
        }
        Instant now = clock.now();
        accommodations.setAll(caller.organizationId(), planned, now);
        // One entry for the import (who was given an accommodation; sizes and reasons stay in the
        // table): 10,000 entries, one per line, did not fit the transaction's time.
        Map<String, Object> changes = new LinkedHashMap<>();
        changes.put("applied", planned.size());
        changes.put("students", planned.keySet().stream().flatMap(p -> p.studentId().stream()).toList());
        changes.put("candidates", planned.keySet().stream().flatMap(p -> p.candidateId().stream()).toList());
        auditTrail.record(new AuditEntry(now, caller.actor(), "accommodation.import", "Accommodation", null, changes));
        return planned.size();
    }

    private static Accommodation accommodation(Line line, List<FieldError> errors) {
        BigDecimal multiplier = null;
        Integer minutes = null;
        boolean parsed = true;
        try {
            multiplier = blank(line.timeMultiplier()) ? null : new BigDecimal(line.timeMultiplier().strip());
        } catch (NumberFormatException e) {
            errors.add(error(line, "timeMultiplier: must be a number such as 1.5"));
            parsed = false;
        }
        try {
            minutes = blank(line.extraMinutes()) ? null : Integer.valueOf(line.extraMinutes().strip());
        } catch (NumberFormatException e) {
            errors.add(error(line, "extraMinutes: must be a whole number"));
            parsed = false;
        }
        if (!parsed) {
            return null;
        }
        try {
            return new AccommodationInput(multiplier, minutes, line.reason()).toAccommodation("");
        } catch (DomainException e) {
            errors.add(error(line, e.getMessage()));
            return null;
        }
    }

    private static Participant participant(Line line, Map<String, List<Participant>> found, List<FieldError> errors) {
        if (blank(line.participant())) {
            errors.add(error(line, "participant: is required (a student's or candidate's id or e-mail)"));
            return null;
        }
        List<Participant> matches = found.getOrDefault(line.participant().strip(), List.of());
        if (matches.isEmpty()) {
            errors.add(error(line, "participant: no student or candidate of the organization has this id or e-mail"));
            return null;
        }
        if (matches.size() > 1) {
            errors.add(error(line, "participant: this e-mail belongs to a student and a candidate; use the id"));
            return null;
        }
        return matches.get(0);
    }

    private static FieldError error(Line line, String message) {
        return new FieldError("line " + line.number(), message);
    }

    private static boolean blank(String value) {
        return value == null || value.isBlank();
    }
}

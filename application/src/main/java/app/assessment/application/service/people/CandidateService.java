package app.assessment.application.service.people;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.in.ResultPage;
import app.assessment.application.port.in.people.CandidateData;
import app.assessment.application.port.in.people.CreateCandidateUseCase;
import app.assessment.application.port.in.people.DeleteCandidateUseCase;
import app.assessment.application.port.in.people.GetCandidateUseCase;
import app.assessment.application.port.in.people.ListCandidatesUseCase;
import app.assessment.application.port.in.people.PeopleSearch;
import app.assessment.application.port.in.people.PromoteCandidateUseCase;
import app.assessment.application.port.in.people.UpdateCandidateUseCase;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.IdGenerator;
import app.assessment.application.port.out.people.CandidateRepository;
import app.assessment.application.port.out.people.ParticipantHistory;
import app.assessment.application.port.out.people.StudentRepository;
import app.assessment.application.service.accommodation.Accommodations;
import app.assessment.domain.assignment.CandidateParticipant;
import app.assessment.domain.assignment.StudentParticipant;
import app.assessment.domain.people.Candidate;
import app.assessment.domain.people.CandidateStatus;
import app.assessment.domain.people.PayerDocument;
import app.assessment.domain.people.Student;
import app.assessment.domain.shared.DomainException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.Map;

@ApplicationScoped
public class CandidateService implements ListCandidatesUseCase, GetCandidateUseCase, CreateCandidateUseCase,
        UpdateCandidateUseCase, PromoteCandidateUseCase, DeleteCandidateUseCase {

    private final CandidateRepository candidates;
    private final StudentRepository students;
    private final ParticipantHistory history;
    private final PeopleAudit audit;
    private final IdGenerator ids;
    private final Clock clock;

    private final Accommodations accommodations;

    public CandidateService(CandidateRepository candidates, StudentRepository students, ParticipantHistory history,
                            PeopleAudit audit, IdGenerator ids, Clock clock, Accommodations accommodations) {
        this.accommodations = accommodations;
        this.candidates = candidates;
        this.students = students;
        this.history = history;
        this.audit = audit;
        this.ids = ids;
        this.clock = clock;
    }

    @Override
    @Transactional
    public ResultPage<Candidate> list(Caller caller, PeopleSearch search, CandidateStatus status, PageRequest page) {
        return candidates.list(caller.organizationId(), search, status, page);
    }

    @Override
    @Transactional
    public CandidateProfile get(Caller caller, String id) {
        Candidate candidate = existing(caller, id);
        return new CandidateProfile(candidate, history.assessmentsOfCandidate(caller.organizationId(), candidate.id()));
    }

    @Override
    @Transactional
    public Candidate create(Caller caller, CandidateData data) {
        Instant now = clock.now();
        Candidate candidate = Candidate.create(ids.newId(), caller.organizationId(), Edits.name(data.name(), null),
                Edits.text(data.email(), null), Edits.text(data.phone(), null), Edits.text(data.cpfCnpj(), null),
                Edits.value(data.status(), CandidateStatus.ACTIVE), now);
        candidates.add(candidate);
        var accommodation = accommodations.applyToPerson(caller.organizationId(), new CandidateParticipant(candidate.id()),
                data.accommodation(), now);
        audit.record(caller, now, "candidate.create", "Candidate", candidate.id(),
                Accommodations.withAudited(fields(candidate), accommodation));
        return candidate;
    }

    @Override
    @Transactional
    public Candidate update(Caller caller, String id, CandidateData changes) {
        Candidate current = existing(caller, id);
        Candidate updated = current.withDetails(Edits.name(changes.name(), current.name()),
                Edits.text(changes.email(), current.email()), Edits.text(changes.phone(), current.phone()),
                Edits.text(changes.cpfCnpj(), current.cpfCnpj()), Edits.value(changes.status(), current.status()));
        candidates.update(updated);
        Instant now = clock.now();
        var accommodation = accommodations.applyToPerson(caller.organizationId(), new CandidateParticipant(id),
                changes.accommodation(), now);
        audit.record(caller, now, "candidate.update", "Candidate", id, Accommodations.withAudited(fields(updated), accommodation));
        return updated;
    }

    @Override
    @Transactional
    public String promote(Caller caller, String id) {
        PeopleAudit.requirePromotionRights(caller);
        Candidate candidate = candidates.byIdForUpdate(caller.organizationId(), id)
                .orElseThrow(() -> DomainException.notFound("Candidate"));
        Instant now = clock.now();
        Student student = candidate.asNewStudent(ids.newId(), now);
        students.add(student);
        candidates.update(candidate.promote(student.id()));
        accommodations.carryOver(caller.organizationId(), new CandidateParticipant(candidate.id()),
                new StudentParticipant(student.id()), now);
        audit.record(caller, now, "student.create", "Student", student.id(), PeopleAudit.changes("name", student.name(),
                "status", student.status().name(), "email", student.email(), "phone", student.phone(),
                "promotedFromCandidateId", candidate.id()));
        audit.record(caller, now, "candidate.promote", "Candidate", candidate.id(),
                PeopleAudit.changes("status", CandidateStatus.PROMOTED.name(), "promotedStudentId", student.id()));
        return student.id();
    }

    @Override
    @Transactional
    public void delete(Caller caller, String id) {
        audit.removal(caller, "Candidate", id, at -> candidates.update(existing(caller, id).softDelete(at)));
    }

    private Candidate existing(Caller caller, String id) {
        return candidates.byId(caller.organizationId(), id).orElseThrow(() -> DomainException.notFound("Candidate"));
    }

    private static Map<String, Object> fields(Candidate c) {
        return PeopleAudit.changes("name", c.name(), "email", c.email(), "phone", c.phone(), "status", c.status().name(),
                "cpfCnpj", PayerDocument.mask(c.cpfCnpj()));
    }
}

package app.assessment.adapters.persistence.people;

import app.assessment.domain.people.Candidate;
import app.assessment.domain.people.CandidateStatus;
import java.time.Instant;

final class CandidateMapper {
    private CandidateMapper() {
    }

    static Candidate toDomain(CandidateEntity e) {
        return new Candidate(e.id, e.organizationId, e.name, e.email, e.phone, e.cpfCnpj, CandidateStatus.valueOf(e.status),
                e.promotedStudentId, e.createdAt, e.deletedAt);
    }

    static void copy(Candidate candidate, CandidateEntity e, Instant now) {
        e.copyPerson(candidate.id(), candidate.organizationId(), candidate.name(), candidate.email(), candidate.phone(),
                candidate.createdAt(), now);
        e.status = candidate.status().name();
        e.promotedStudentId = candidate.promotedStudentId();
        e.cpfCnpj = candidate.cpfCnpj();
        e.deletedAt = candidate.deletedAt();
    }
}

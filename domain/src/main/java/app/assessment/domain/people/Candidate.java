package app.assessment.domain.people;

import app.assessment.domain.shared.Check;
import app.assessment.domain.shared.DomainException;
import java.time.Instant;

/**
 * A candidate: someone assessed before joining. Promotion makes them a student once; the
 * candidate record stays, marked {@code PROMOTED} with the student's id, so their assessment
 * history keeps its link.
 */
public record Candidate(
        String id,
        String organizationId,
        String name,
        String email,
        String phone,
        String cpfCnpj,
        CandidateStatus status,
        String promotedStudentId,
        Instant createdAt,
        Instant deletedAt) implements Person {

    public Candidate {
        Check.id("id", id);
        Check.id("organizationId", organizationId);
        ContactFields.check(name, email, phone);
        cpfCnpj = PayerDocument.normalizeOptional("cpfCnpj", cpfCnpj);
        Check.required("status", status);
        Check.optionalId("promotedStudentId", promotedStudentId);
        if (status == CandidateStatus.PROMOTED && promotedStudentId == null) {
            throw DomainException.invalid("status", "PROMOTED is set by promoting the candidate");
        }
        if (status != CandidateStatus.PROMOTED && promotedStudentId != null) {
            throw DomainException.invalid("status", "a promoted candidate stays PROMOTED");
        }
        Check.required("createdAt", createdAt);
    }

    /** A new candidate, not promoted, never removed. */
    public static Candidate create(String id, String organizationId, String name, String email, String phone, String cpfCnpj,
                                   CandidateStatus status, Instant now) {
        return new Candidate(id, organizationId, name, email, phone, cpfCnpj, status, null, now, null);
    }

    /** The same candidate with other details; promotion and removal stay as they are. */
    public Candidate withDetails(String newName, String newEmail, String newPhone, String newCpfCnpj, CandidateStatus newStatus) {
        return new Candidate(id, organizationId, newName, newEmail, newPhone, newCpfCnpj, newStatus, promotedStudentId, createdAt,
                deletedAt);
    }

    public boolean isDeleted() {
        return deletedAt != null;
    }

    /** Deleting twice keeps the first time, so a retried request changes nothing. */
    public Candidate softDelete(Instant at) {
        Check.required("deletedAt", at);
        return isDeleted() ? this
                : new Candidate(id, organizationId, name, email, phone, cpfCnpj, status, promotedStudentId, createdAt, at);
    }

    public boolean isPromoted() {
        return promotedStudentId != null;
    }

    /** Marks the candidate promoted to {@code studentId}; a second promotion is a conflict. */
    public Candidate promote(String studentId) {
        ensureNotPromoted();
        return new Candidate(id, organizationId, name, email, phone, cpfCnpj, CandidateStatus.PROMOTED,
                Check.id("studentId", studentId), createdAt, deletedAt);
    }

    /** The student a promotion creates: same organization, contact details and payer document, active. */
    public Student asNewStudent(String studentId, Instant now) {
        ensureNotPromoted();
        return new Student(studentId, organizationId, name, StudentStatus.ACTIVE, null, null, null, email, phone,
                cpfCnpj, now, null);
    }

    private void ensureNotPromoted() {
        if (isPromoted()) {
            throw DomainException.conflict("CANDIDATE_ALREADY_PROMOTED",
                    "The candidate was already promoted to student " + promotedStudentId);
        }
    }
}

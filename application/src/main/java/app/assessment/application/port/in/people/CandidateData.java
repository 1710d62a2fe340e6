package app.assessment.application.port.in.people;

import app.assessment.domain.people.CandidateStatus;

/**
 * Candidate fields as a client sends them; absent and empty mean what they mean in
 * {@link StudentData}. A new candidate without a status is {@code ACTIVE}.
 */
public record CandidateData(String name, String email, String phone, CandidateStatus status, String cpfCnpj) {
}

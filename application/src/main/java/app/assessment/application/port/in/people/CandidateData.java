package app.assessment.application.port.in.people;

import app.assessment.application.port.in.accommodation.AccommodationEdit;
import app.assessment.domain.people.CandidateStatus;

/**
 * Candidate fields as a client sends them, and what to do with the accommodation (see
 * {@link AccommodationEdit}); absent and empty mean what they mean in {@link StudentData}. A new
 * candidate without a status is {@code ACTIVE}.
 */
public record CandidateData(String name, String email, String phone, CandidateStatus status, String cpfCnpj,
                            AccommodationEdit accommodation) {

    public CandidateData {
        accommodation = accommodation == null ? AccommodationEdit.KEEP : accommodation;
    }

    /** Without an accommodation edit: the person's accommodation stays as it is. */
    public CandidateData(String name, String email, String phone, CandidateStatus status, String cpfCnpj) {
        this(name, email, phone, status, cpfCnpj, AccommodationEdit.KEEP);
    }
}

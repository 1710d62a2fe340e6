package app.assessment.application.port.in.people;

import app.assessment.application.port.in.accommodation.AccommodationEdit;
import app.assessment.domain.people.StudentStatus;

/**
 * Student fields as a client sends them, and what to do with the accommodation (issue 44; see
 * {@link AccommodationEdit}). On create, absent fields are empty; on update, an absent (null) field keeps its value and an empty text clears an optional one. The rules
 * (required name and status, lengths, age 0 to 150, the check digits of {@code cpfCnpj}) are the domain's, checked when the
 * {@link app.assessment.domain.people.Student} is built.
 */
public record StudentData(String name, StudentStatus status, Integer age, String grade, String gender, String email,
                          String phone, String cpfCnpj, AccommodationEdit accommodation) {

    public StudentData {
        accommodation = accommodation == null ? AccommodationEdit.KEEP : accommodation;
    }

    /** Without an accommodation edit: the person's accommodation stays as it is. */
    public StudentData(String name, StudentStatus status, Integer age, String grade, String gender, String email,
                       String phone, String cpfCnpj) {
        this(name, status, age, grade, gender, email, phone, cpfCnpj, AccommodationEdit.KEEP);
    }
}

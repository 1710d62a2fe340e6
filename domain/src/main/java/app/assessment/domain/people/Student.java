package app.assessment.domain.people;

import app.assessment.domain.shared.Check;
import java.time.Instant;

/**
 * A student of an organization; {@code age} is optional and, when given, 0 to 150. {@code cpfCnpj}
 * is the payer's document the payment provider needs ({@link PayerDocument}), optional.
 */
public record Student(
        String id,
        String organizationId,
        String name,
        StudentStatus status,
        Integer age,
        String grade,
        String gender,
        String email,
        String phone,
        String cpfCnpj,
        Instant createdAt,
        Instant deletedAt) implements Person {

    public static final int GRADE_MAX = 50;
    public static final int GENDER_MAX = 50;

    public Student {
        Check.id("id", id);
        Check.id("organizationId", organizationId);
        ContactFields.check(name, email, phone);
        Check.required("status", status);
        if (age != null) {
            Check.between("age", age, 0, 150);
        }
        Check.optionalText("grade", grade, GRADE_MAX);
        Check.optionalText("gender", gender, GENDER_MAX);
        cpfCnpj = PayerDocument.normalizeOptional("cpfCnpj", cpfCnpj);
        Check.required("createdAt", createdAt);
    }

    public boolean isDeleted() {
        return deletedAt != null;
    }

    /** Deleting twice keeps the first time, so a retried request changes nothing. */
    public Student softDelete(Instant at) {
        Check.required("deletedAt", at);
        return isDeleted() ? this
                : new Student(id, organizationId, name, status, age, grade, gender, email, phone, cpfCnpj, createdAt, at);
    }
}

package app.assessment.application.port.in.user;

import app.assessment.application.port.in.Caller;
import app.assessment.domain.people.Student;
import app.assessment.domain.people.Teacher;
import app.assessment.domain.shared.Check;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.User;
import java.util.Objects;
import java.util.Optional;

/** The signed-in user's own profile: their account, organization and linked teacher profile. */
public interface ProfileUseCase {

    Profile get(Caller caller);

    Profile update(Update update);

    /** The picture of a user of the caller's organization. */
    Optional<Image> image(Caller caller, String userId);

    /** {@code teacher} for a professor's account, {@code student} for a STUDENT account, else both null. */
    record Profile(User user, String organizationName, Teacher teacher, Student student) {
    }

    record Image(String contentType, byte[] content) {
    }

    /**
     * {@code email} is the contact e-mail; the login e-mail never changes here. {@code specialty}
     * applies to teachers only and is ignored for other accounts. {@code age}, {@code grade} and
     * {@code gender} belong to students: STUDENT accounts only (400 for others).
     */
    record Update(Caller caller, String name, String email, String phone, String specialty, Image image, Integer age,
                  String grade, String gender) {
        public Update {
            Objects.requireNonNull(caller, "caller");
            name = Check.text("name", name == null ? null : name.strip(), User.NAME_MAX);
            email = blankToNull(email);
            Check.optionalEmail("email", email);
            phone = blankToNull(phone);
            Check.optionalText("phone", phone, 30);
            specialty = blankToNull(specialty);
            Check.optionalText("specialty", specialty, Teacher.SPECIALTY_MAX);
            grade = blankToNull(grade);
            Check.optionalText("grade", grade, Student.GRADE_MAX);
            gender = blankToNull(gender);
            Check.optionalText("gender", gender, Student.GENDER_MAX);
            if (age != null) {
                Check.between("age", age, 0, 150);
            }
            if ((age != null || grade != null || gender != null) && !caller.role().isStudent()) {
                throw DomainException.invalidRequest("age, grade, gender: only student accounts have them");
            }
        }

        public boolean touchesStudentFields() {
            return age != null || grade != null || gender != null;
        }

        private static String blankToNull(String value) {
            return value == null || value.isBlank() ? null : value.strip();
        }
    }
}

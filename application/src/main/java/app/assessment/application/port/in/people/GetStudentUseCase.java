package app.assessment.application.port.in.people;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.out.people.SubmissionSummary;
import app.assessment.domain.people.Student;
import java.util.List;

public interface GetStudentUseCase {

    /** A student of the caller's organization with their submissions; 404 when absent or deleted. */
    StudentProfile get(Caller caller, String id);

    record StudentProfile(Student student, List<SubmissionSummary> submissions) {
        public StudentProfile {
            submissions = List.copyOf(submissions);
        }
    }
}

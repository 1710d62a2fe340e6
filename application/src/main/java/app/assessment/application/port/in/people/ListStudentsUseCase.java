package app.assessment.application.port.in.people;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.in.ResultPage;
import app.assessment.domain.people.Student;
import app.assessment.domain.people.StudentStatus;

public interface ListStudentsUseCase {

    /** The caller's organization's students in name order, deleted ones left out; {@code status} null means any. */
    ResultPage<Student> list(Caller caller, PeopleSearch search, StudentStatus status, PageRequest page);
}

package app.assessment.application.port.in.people;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.in.ResultPage;
import app.assessment.domain.people.Teacher;

public interface ListTeachersUseCase {

    /** The caller's organization's teachers in name order, removed ones left out. */
    ResultPage<Teacher> list(Caller caller, PeopleSearch search, PageRequest page);
}

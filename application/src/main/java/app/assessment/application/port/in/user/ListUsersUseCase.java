package app.assessment.application.port.in.user;

import app.assessment.application.port.in.Caller;
import app.assessment.domain.user.User;
import java.util.List;

public interface ListUsersUseCase {
    List<User> list(Caller caller);
}

package app.assessment.adapters.persistence.user;

import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.application.port.out.user.StudentAccountRepository;
import app.assessment.domain.shared.DomainException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.util.Optional;

@ApplicationScoped
public class SqlStudentAccountRepository implements StudentAccountRepository {

    /** The unique student_id decides a race between two links of one student: the loser inserts nothing. */
    private static final String LINK = "insert into student_accounts (user_id, student_id) values (?, ?) on conflict do nothing";

    private final EntityManager em;

    public SqlStudentAccountRepository(EntityManager em) {
        this.em = em;
    }

    @Override
    public Optional<String> studentOf(String userId) {
        return Jdbc.query(em, "select student_id from student_accounts where user_id = ?", rs -> rs.getString(1), userId)
                .stream().findFirst();
    }

    @Override
    public void link(String userId, String studentId) {
        Jdbc.update(em, "delete from student_accounts where user_id = ?", userId);
        if (Jdbc.update(em, LINK, userId, studentId) == 0) {
            throw DomainException.conflict("STUDENT_ALREADY_LINKED", "This student already has an account");
        }
    }
}

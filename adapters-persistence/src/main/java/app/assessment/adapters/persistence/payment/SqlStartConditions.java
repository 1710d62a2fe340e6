package app.assessment.adapters.persistence.payment;

import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.application.port.out.assignment.StartConditions;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.util.Optional;

/** A pending current charge keeps the test from starting; paid, exempt, cancelled or no charge let it start. */
@ApplicationScoped
public class SqlStartConditions implements StartConditions {

    private final EntityManager em;

    public SqlStartConditions(EntityManager em) {
        this.em = em;
    }

    @Override
    public Optional<PaymentDue> paymentDue(String assignmentId) {
        return Jdbc.query(em, "select status, amount, payment_link, qr_code, qr_code_text from charges "
                        + "where assignment_id = ? and is_current and status = 'pending'",
                rs -> new PaymentDue(rs.getString("status"), rs.getBigDecimal("amount"), rs.getString("payment_link"),
                        rs.getString("qr_code"), rs.getString("qr_code_text")), assignmentId).stream().findFirst();
    }
}

package app.assessment.archfixtures.adapters.payment;

/** Breaks the JPA rule on purpose: the payment adapter must not reach the database itself. */
public class EntityInPayment {
    public Object load(jakarta.persistence.EntityManager em, String id) {
        return em.find(Object.class, id);
    }
}

package app.assessment.archfixtures.adapters.persistence;

/** Breaks the persistence rule on purpose: statements go through the Jdbc helper (ADR 0036). */
public class NativeQueryInAdapter {
    public Object count(jakarta.persistence.EntityManager em) {
        return em.createNativeQuery("select count(*) from forms").getSingleResult();
    }
}

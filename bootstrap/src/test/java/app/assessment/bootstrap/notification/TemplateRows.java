package app.assessment.bootstrap.notification;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.util.List;

/** Template rows and their audit entries, written and read around the API: what another instance would do. */
@ApplicationScoped
public class TemplateRows {

    private final EntityManager em;

    public TemplateRows(EntityManager em) {
        this.em = em;
    }

    @Transactional
    public void write(String organizationId, String key, String locale, String subject, String html, String text) {
        em.createNativeQuery("insert into email_templates (organization_id, template_key, locale, subject, html, text, updated_at) "
                        + "values (?1, ?2, ?3, ?4, ?5, ?6, now()) on conflict (organization_id, template_key, locale) do update set "
                        + "subject = excluded.subject, html = excluded.html, text = excluded.text, updated_at = now()")
                .setParameter(1, organizationId).setParameter(2, key).setParameter(3, locale).setParameter(4, subject)
                .setParameter(5, html).setParameter(6, text).executeUpdate();
    }

    /** action, entity id and changes of the organization's template audit entries, oldest first. */
    @Transactional
    @SuppressWarnings("unchecked")
    public List<Object[]> audit(String organizationId) {
        return em.createNativeQuery("select action, entity_id, changes::text, actor_user_id from audit_entries "
                + "where organization_id = ?1 and entity_type = 'EmailTemplate' order by seq").setParameter(1, organizationId)
                .getResultList();
    }
}

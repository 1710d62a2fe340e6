package app.assessment.adapters.persistence.notification;

import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.application.port.out.notification.EmailTemplateOverrides;
import app.assessment.application.port.out.notification.TemplateParts;
import app.assessment.domain.notification.NotificationType;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Overrides by primary key, one round trip each. Reads join the caller's transaction or open a
 * short one: a sign-in code is rendered inside its use case's transaction, a notification in
 * the dispatcher's.
 */
@ApplicationScoped
public class SqlEmailTemplateOverrides implements EmailTemplateOverrides {

    private final EntityManager em;

    public SqlEmailTemplateOverrides(EntityManager em) {
        this.em = em;
    }

    @Override
    @Transactional
    public Optional<TemplateParts> find(String organizationId, NotificationType type, String locale) {
        return Jdbc.query(em, "select subject, html, text from email_templates where organization_id = ? and template_key = ? "
                        + "and locale = ?", rs -> new TemplateParts(rs.getString(1), rs.getString(2), rs.getString(3)),
                organizationId, type.name(), locale).stream().findFirst();
    }

    @Override
    @Transactional
    public List<Overridden> list(String organizationId) {
        return Jdbc.query(em, "select template_key, locale, updated_at from email_templates where organization_id = ? "
                        + "order by template_key, locale", rs -> new Overridden(rs.getString(1), rs.getString(2),
                        Jdbc.instant(rs, "updated_at")), organizationId);
    }

    @Override
    @Transactional
    public void save(String organizationId, NotificationType type, String locale, TemplateParts parts, Instant at, String userId) {
        Jdbc.update(em, "insert into email_templates (organization_id, template_key, locale, subject, html, text, updated_at, "
                        + "updated_by) values (?, ?, ?, ?, ?, ?, ?, ?) on conflict (organization_id, template_key, locale) do update "
                        + "set subject = excluded.subject, html = excluded.html, text = excluded.text, "
                        + "updated_at = excluded.updated_at, updated_by = excluded.updated_by",
                organizationId, type.name(), locale, parts.subject(), parts.html(), parts.text(), at, userId);
    }

    @Override
    @Transactional
    public boolean delete(String organizationId, NotificationType type, String locale) {
        return Jdbc.update(em, "delete from email_templates where organization_id = ? and template_key = ? and locale = ?",
                organizationId, type.name(), locale) > 0;
    }
}

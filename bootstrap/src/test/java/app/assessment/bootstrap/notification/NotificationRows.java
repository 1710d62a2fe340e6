package app.assessment.bootstrap.notification;

import app.assessment.application.port.out.notification.NewNotification;
import app.assessment.application.port.out.notification.NotificationOutbox;
import io.github.thibaultmeyer.cuid.CUID;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.util.List;

/** Reads and prepares the notifications table for the notification tests. */
@ApplicationScoped
public class NotificationRows {

    private final EntityManager em;
    private final NotificationOutbox outbox;

    public NotificationRows(EntityManager em, NotificationOutbox outbox) {
        this.em = em;
        this.outbox = outbox;
    }

    /**
     * Cancels every pending row left by other test classes (which never dispatch), so a test's
     * dispatch run handles its own rows only.
     */
    @Transactional
    public void quiesce() {
        em.createNativeQuery("update notifications set status = 'cancelled', skip_reason = 'test quiesce' "
                + "where status in ('scheduled', 'queued')").executeUpdate();
    }

    /** type, channel, status, recipient e-mail, skip reason of an assignment's rows, oldest first. */
    @Transactional
    @SuppressWarnings("unchecked")
    public List<Object[]> ofAssignment(String assignmentId) {
        return em.createNativeQuery("select type, channel, status, recipient_email, skip_reason, id, recipient_user_id "
                + "from notifications where assignment_id = ?1 order by created_at, type, channel").setParameter(1, assignmentId)
                .getResultList();
    }

    @Transactional
    public long count(String id) {
        return ((Number) em.createNativeQuery("select count(*) from notifications where id = ?1").setParameter(1, id)
                .getSingleResult()).longValue();
    }

    /** Enqueues in a transaction that then fails, as a use case failing after its write. */
    @Transactional
    public void enqueueThenFail(NewNotification notification) {
        outbox.enqueue(List.of(notification), null);
        throw new IllegalStateException("the write failed after enqueueing");
    }

    @Transactional
    public void enqueue(List<NewNotification> notifications) {
        outbox.enqueue(notifications, null);
    }

    /** Makes a row {@code failed}, as after its last retry. */
    @Transactional
    public void fail(String id) {
        em.createNativeQuery("update notifications set status = 'failed', attempts = 6, last_error = 'MAIL_UNAVAILABLE' "
                + "where id = ?1").setParameter(1, id).executeUpdate();
    }

    /**
     * {@code count} in-app notifications already delivered to the user, one a minute back from
     * now, newest first; every {@code unreadEvery}-th one unread. Written by SQL, as the bench
     * seeds them: a dispatch run per row would be the test's whole time.
     */
    @Transactional
    public void delivered(String organizationId, String userId, int count, int unreadEvery) {
        em.createNativeQuery("insert into notifications (id, organization_id, channel, type, status, recipient_user_id, subject, "
                + "body, scheduled_for, due_at, sent_at, read_at, created_at) "
                + "select ?1 || lpad(g::text, 6, '0'), ?2, 'in_app', 'ANNOUNCEMENT', 'sent', ?3, 'Aviso ' || g, 'Corpo ' || g, "
                + "t, t, t, case when g % ?5 = 0 then null else t end, t "
                + "from generate_series(1, ?4) g, lateral (select now() - g * interval '1 minute' as t) ts")
                .setParameter(1, CUID.randomCUID1().toString().substring(0, 19)).setParameter(2, organizationId).setParameter(3, userId)
                .setParameter(4, count).setParameter(5, unreadEvery).executeUpdate();
    }

    @Transactional
    public void deactivate(String userId) {
        em.createNativeQuery("update users set active = false where id = ?1").setParameter(1, userId).executeUpdate();
    }
}

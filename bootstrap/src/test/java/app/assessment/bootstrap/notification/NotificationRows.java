package app.assessment.bootstrap.notification;

import app.assessment.application.port.out.notification.NewNotification;
import app.assessment.application.port.out.notification.NotificationOutbox;
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

    @Transactional
    public void deactivate(String userId) {
        em.createNativeQuery("update users set active = false where id = ?1").setParameter(1, userId).executeUpdate();
    }
}

package app.assessment.application.port.in.notification;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.out.notification.NotificationReads.InboxPage;

/** A user's own in-app notifications; another user's id is 404. */
public interface NotificationInboxUseCases {

    InboxPage list(Caller caller, boolean unreadOnly, PageRequest page);

    void markRead(Caller caller, String id);

    /** @return how many were unread */
    int markAllRead(Caller caller);
}

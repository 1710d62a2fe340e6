package app.assessment.application.port.out;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import jakarta.inject.Qualifier;

/**
 * The {@link BackgroundWork} that sends notification mails: at most
 * {@code NotificationSettings.sendConcurrency} tasks at once, shared by every dispatcher run of the
 * instance, on threads of its own rather than the request workers (docs/adr/0032). A qualifier,
 * since a {@code @Named} bean would still be a second default {@code BackgroundWork}.
 */
@Qualifier
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.METHOD, ElementType.FIELD, ElementType.PARAMETER, ElementType.TYPE})
public @interface NotificationSenders {
}

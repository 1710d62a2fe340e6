package app.assessment.adapters.rest.security;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * No organization API key reaches this route, whatever its scopes: administration, users, sessions,
 * settings, audit, the keys themselves, and the public and shared-secret routes (issue 47).
 */
@Target({ElementType.TYPE, ElementType.METHOD})
@Retention(RetentionPolicy.RUNTIME)
public @interface KeyForbidden {
}

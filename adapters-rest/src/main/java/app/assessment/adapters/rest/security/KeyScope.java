package app.assessment.adapters.rest.security;

import app.assessment.domain.apikey.ApiScope;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The scope an organization API key needs for this route (issue 47). Every route names one, or is
 * {@link KeyForbidden}; a method's annotation wins over its class's. {@code ApiKeyAccessTest} fails for a
 * route with neither, and at run time such a route refuses keys.
 */
@Target({ElementType.TYPE, ElementType.METHOD})
@Retention(RetentionPolicy.RUNTIME)
public @interface KeyScope {

    ApiScope value();
}

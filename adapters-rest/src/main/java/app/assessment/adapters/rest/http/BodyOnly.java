package app.assessment.adapters.rest.http;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Request fields a route takes from its body only: credentials (spec, Authentication 2). A URL
 * is kept by proxies, server logs and browser history, so one of these in the query string is
 * refused rather than ignored ({@link BodyOnlyFilter}): the client is leaking it and should hear so.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface BodyOnly {

    String[] value();
}

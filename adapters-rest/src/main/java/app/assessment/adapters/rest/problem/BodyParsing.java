package app.assessment.adapters.rest.problem;

/**
 * Failures of Quarkus REST while it reads a form or multipart body, before any resource runs:
 * bad %-escapes, an empty, truncated or wrong-boundary multipart body, more fields than its
 * limit (1,000). They arrive as plain IOException/IllegalArgumentException/RuntimeException, so
 * they are told apart by where they were thrown: the framework's form body handler.
 */
final class BodyParsing {

    private static final String FORM_BODY_HANDLER = "org.jboss.resteasy.reactive.server.handlers.FormBodyHandler";
    private static final String FORM_DATA = "org.jboss.resteasy.reactive.server.core.multipart.FormData";

    enum Failure { NONE, MALFORMED, TOO_MANY_FIELDS }

    private BodyParsing() {
    }

    static Failure of(Throwable e) {
        Failure found = Failure.NONE;
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            for (StackTraceElement frame : t.getStackTrace()) {
                if (frame.getClassName().equals(FORM_DATA) && frame.getMethodName().equals("add")) {
                    return Failure.TOO_MANY_FIELDS;
                }
                if (frame.getClassName().equals(FORM_BODY_HANDLER)) {
                    found = Failure.MALFORMED;
                }
            }
        }
        return found;
    }
}

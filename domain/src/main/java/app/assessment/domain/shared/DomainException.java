package app.assessment.domain.shared;

import java.util.Objects;
import java.util.Optional;

/**
 * A rule of the domain was broken. Carries a stable machine code (UPPER_SNAKE) and a kind that
 * the REST adapter maps to an HTTP status, so no layer above needs a catch per case. When one
 * input field broke it, the field is an attribute ({@link #field()}, e.g. {@code answers[2].optionId})
 * beside the {@link #reason()}, so the REST adapter names it without reading the text; the
 * message stays "field: reason" for logs and the problem's {@code detail}.
 */
public class DomainException extends RuntimeException {

    private final String code;
    private final Kind kind;
    private final String field;
    private final String reason;

    public DomainException(Kind kind, String code, String message) {
        this(kind, code, null, message);
    }

    /** {@code field} null when no single input field is at fault. */
    public DomainException(Kind kind, String code, String field, String reason) {
        super(field == null ? reason : field + ": " + reason);
        this.kind = Objects.requireNonNull(kind);
        this.code = Objects.requireNonNull(code);
        this.field = field;
        this.reason = reason;
    }

    public String code() {
        return code;
    }

    /** The input field at fault, e.g. {@code scoreRanges[1].color}; empty when the rule spans the request. */
    public Optional<String> field() {
        return Optional.ofNullable(field);
    }

    /** What is wrong, without the field's name. */
    public String reason() {
        return reason;
    }

    public Kind kind() {
        return kind;
    }

    /** What went wrong, independent of transport. */
    public enum Kind {
        /** Input breaks a rule (400). */
        INVALID,
        /** Credentials or session missing or wrong (401). */
        UNAUTHENTICATED,
        /** Record absent or not visible to the caller (404). */
        NOT_FOUND,
        /** Caller may not do this (403). */
        FORBIDDEN,
        /** State does not allow the action, or a duplicate (409). */
        CONFLICT,
        /** The record changed since the version the caller names (412). */
        VERSION_MISMATCH,
        /** Payment must happen first (402). */
        PAYMENT_REQUIRED,
        /** The resource existed but is no longer usable (410). */
        GONE,
        /** An upload is larger than its rule allows (413). */
        TOO_LARGE,
        /** An upload is not of an accepted type (415). */
        UNSUPPORTED_TYPE,
        /** Well-formed, but a rule of a later step refuses it, e.g. the payment provider's (422). */
        UNPROCESSABLE,
        /** Too many attempts (429). */
        RATE_LIMITED,
        /** A dependency outside the service failed (502). */
        UPSTREAM_FAILED,
        /** A dependency outside the service asks to wait before the next call (503, see {@link UpstreamBusyException}). */
        UPSTREAM_BUSY
    }

    /** {@code field} broke an input rule (400 naming it). */
    public static DomainException invalid(String field, String reason) {
        return new DomainException(Kind.INVALID, "VALIDATION_FAILED", Objects.requireNonNull(field), reason);
    }

    /** An input rule over several fields, or over the request as a whole (400 naming no field). */
    public static DomainException invalidRequest(String message) {
        return new DomainException(Kind.INVALID, "VALIDATION_FAILED", message);
    }

    public static DomainException notFound(String what) {
        return new DomainException(Kind.NOT_FOUND, "NOT_FOUND", what + " not found");
    }

    public static DomainException conflict(String code, String message) {
        return new DomainException(Kind.CONFLICT, code, message);
    }

    /** The resource existed but can no longer be used, e.g. a cancelled or expired test link. */
    public static DomainException gone(String code, String message) {
        return new DomainException(Kind.GONE, code, message);
    }

    public static DomainException forbidden(String code, String message) {
        return new DomainException(Kind.FORBIDDEN, code, message);
    }
}

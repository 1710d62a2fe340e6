package app.assessment.application.port.in.accommodation;

import java.util.Objects;

/**
 * What a person's create or update does to their accommodation. Clients of the original service
 * send only the fields they change, so an absent {@code accommodation} keeps it ({@link #KEEP}),
 * {@code null} removes it and an object sets it.
 */
public record AccommodationEdit(Kind kind, AccommodationInput input) {

    public enum Kind { KEEP, REMOVE, SET }

    public static final AccommodationEdit KEEP = new AccommodationEdit(Kind.KEEP, null);
    public static final AccommodationEdit REMOVE = new AccommodationEdit(Kind.REMOVE, null);

    public AccommodationEdit {
        Objects.requireNonNull(kind, "kind");
        if ((kind == Kind.SET) != (input != null)) {
            throw new IllegalArgumentException("an input exactly when setting");
        }
    }

    public static AccommodationEdit set(AccommodationInput input) {
        return new AccommodationEdit(Kind.SET, Objects.requireNonNull(input, "input"));
    }
}

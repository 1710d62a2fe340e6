package app.assessment.application.port.out;

/** New record identifiers (CUID strings: 'c' then 24 lower-case base-36 characters). */
public interface IdGenerator {
    String newId();
}

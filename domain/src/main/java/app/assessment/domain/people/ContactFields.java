package app.assessment.domain.people;

import app.assessment.domain.shared.Check;

/** The name, e-mail and phone every kind of person record carries, checked alike. */
final class ContactFields {

    static final int NAME_MAX = 200;
    static final int PHONE_MAX = 30;

    private ContactFields() {
    }

    static void check(String name, String email, String phone) {
        Check.text("name", name, NAME_MAX);
        Check.optionalEmail("email", email);
        Check.optionalText("phone", phone, PHONE_MAX);
    }
}

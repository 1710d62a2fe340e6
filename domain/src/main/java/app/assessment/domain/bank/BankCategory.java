package app.assessment.domain.bank;

import app.assessment.domain.shared.Check;

/** A category of a bank; {@code parentId} null for a top-level one. Its id never changes while it exists. */
public record BankCategory(String id, String name, String parentId) {

    public static final int NAME_MAX = 200;

    public BankCategory {
        Check.id("id", id);
        name = Check.text("name", name == null ? null : name.strip(), NAME_MAX);
        Check.optionalId("parentId", parentId);
    }
}

package app.assessment.application.port.in.bank;

import app.assessment.application.port.in.Caller;
import java.util.List;
import java.util.Objects;

/**
 * A bank as a client sends it for create or update: categories as a tree. A category sent with its
 * id keeps it (and its questions); one without an id is new; on update, categories not sent are removed,
 * which is refused while a live question sits in one.
 */
public record BankCommand(Caller caller, String name, String description, List<CategoryInput> categories) {

    public BankCommand {
        Objects.requireNonNull(caller, "caller");
        categories = categories == null ? List.of() : categories;
    }

    public record CategoryInput(String id, String name, List<CategoryInput> children) {
        public CategoryInput {
            children = children == null ? List.of() : children;
        }
    }
}

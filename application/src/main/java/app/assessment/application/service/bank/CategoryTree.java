package app.assessment.application.service.bank;

import app.assessment.application.port.in.bank.BankCommand.CategoryInput;
import app.assessment.application.port.out.IdGenerator;
import app.assessment.domain.bank.BankCategory;
import app.assessment.domain.bank.QuestionBank;
import app.assessment.domain.shared.Check;
import app.assessment.domain.shared.DomainException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The tree a client sends, flattened parents first. Sent ids must be the bank's own categories, so
 * an edit keeps them (and the questions in them); a category without an id gets a new one.
 */
final class CategoryTree {

    private final IdGenerator ids;

    CategoryTree(IdGenerator ids) {
        this.ids = ids;
    }

    List<BankCategory> flatten(List<CategoryInput> roots, Set<String> existing) {
        List<BankCategory> flat = new ArrayList<>();
        add(roots, null, "categories", existing, flat, 1);
        return flat;
    }

    private void add(List<CategoryInput> inputs, String parentId, String field, Set<String> existing, List<BankCategory> flat,
                     int depth) {
        if (depth > QuestionBank.DEPTH_MAX) {
            throw DomainException.invalid(field, "nests deeper than " + QuestionBank.DEPTH_MAX + " levels");
        }
        for (int i = 0; i < inputs.size(); i++) {
            String path = field + "[" + i + "]";
            CategoryInput input = Check.required(path, inputs.get(i));
            String id = input.id() == null || input.id().isBlank() ? ids.newId() : input.id();
            if (input.id() != null && !input.id().isBlank() && !existing.contains(input.id())) {
                throw DomainException.invalid(path + ".id", input.id() + " is not a category of this bank");
            }
            flat.add(Check.nested(path, () -> new BankCategory(id, input.name(), parentId)));
            if (flat.size() > QuestionBank.CATEGORIES_MAX) {
                throw DomainException.invalid("categories", "must have at most "
                        + QuestionBank.CATEGORIES_MAX + " entries");
            }
            add(input.children(), id, path + ".children", existing, flat, depth + 1);
        }
    }
}

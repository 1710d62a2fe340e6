package app.assessment.domain.bank;

import app.assessment.domain.shared.Check;
import app.assessment.domain.shared.DomainException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Supplier;

/**
 * A question bank of an organization: its name, description and a tree of categories (flat, each
 * naming its parent, parents first). Questions live beside it ({@link BankQuestionVersion}).
 */
public record QuestionBank(String id, String organizationId, String ownerId, String name, String description,
                           List<BankCategory> categories, Instant createdAt, Instant updatedAt) {

    public static final int NAME_MAX = 200;
    public static final int DESCRIPTION_MAX = 5000;
    public static final int CATEGORIES_MAX = 1000;
    /** Deep enough for any course outline, shallow enough that a path stays readable. */
    public static final int DEPTH_MAX = 8;

    public QuestionBank {
        Check.id("id", id);
        Objects.requireNonNull(organizationId, "organizationId");
        Objects.requireNonNull(ownerId, "ownerId");
        name = Check.text("name", name == null ? null : name.strip(), NAME_MAX);
        Check.optionalText("description", description, DESCRIPTION_MAX);
        categories = Check.list("categories", categories);
        if (categories.size() > CATEGORIES_MAX) {
            throw DomainException.invalid("categories", "must have at most " + CATEGORIES_MAX + " entries");
        }
        checkTree(categories);
        Objects.requireNonNull(createdAt, "createdAt");
    }

    /** Parents before children, no id twice, no sibling names twice, no tree deeper than {@link #DEPTH_MAX}. */
    private static void checkTree(List<BankCategory> categories) {
        Map<String, Integer> depth = new HashMap<>();
        Set<String> siblingNames = new HashSet<>();
        for (int i = 0; i < categories.size(); i++) {
            BankCategory c = categories.get(i);
            String field = "categories[" + i + "]";
            if (depth.containsKey(c.id())) {
                throw DomainException.invalid(field + ".id", c.id() + " appears twice");
            }
            int level = 1;
            if (c.parentId() != null) {
                Integer parent = depth.get(c.parentId());
                if (parent == null) {
                    throw DomainException.invalid(field + ".parentId", "must name a category listed before it");
                }
                level = parent + 1;
            }
            if (level > DEPTH_MAX) {
                throw DomainException.invalid(field, "nests deeper than " + DEPTH_MAX + " levels");
            }
            if (!siblingNames.add(c.parentId() + "\u0000" + c.name().toLowerCase(java.util.Locale.ROOT))) {
                throw DomainException.invalid(field + ".name", "\"" + c.name() + "\" appears twice under the same parent");
            }
            depth.put(c.id(), level);
        }
    }

    /** The names from the top down to the category ({@code ["Álgebra", "Equações"]}), as files name it; empty for none. */
    public List<String> pathOf(String categoryId) {
        java.util.LinkedList<String> path = new java.util.LinkedList<>();
        String at = categoryId;
        while (at != null) {
            String id = at;
            BankCategory category = categories.stream().filter(c -> c.id().equals(id)).findFirst().orElse(null);
            if (category == null) {
                break;
            }
            path.addFirst(category.name());
            at = category.parentId();
        }
        return List.copyOf(path);
    }

    public boolean hasCategory(String categoryId) {
        return categories.stream().anyMatch(c -> c.id().equals(categoryId));
    }

    /** The category and every category under it, at any depth. */
    public Set<String> subtree(String categoryId) {
        Set<String> ids = new LinkedHashSet<>();
        ids.add(categoryId);
        // Parents come first, so one pass in list order reaches every descendant.
        for (BankCategory c : categories) {
            if (c.parentId() != null && ids.contains(c.parentId())) {
                ids.add(c.id());
            }
        }
        return ids;
    }

    public QuestionBank edited(String name, String description, List<BankCategory> categories, Instant at) {
        return new QuestionBank(id, organizationId, ownerId, name, description, categories, createdAt, at);
    }

    /**
     * The category at this path of names ({@code top/sub} in GIFT's {@code $CATEGORY}), compared
     * ignoring case, with the categories it lacks added to the bank (new ids from {@code newId}).
     */
    public Placed placeAt(List<String> path, Supplier<String> newId) {
        if (path == null || path.isEmpty()) {
            throw DomainException.invalid("categoryPath", "must name at least one category");
        }
        List<BankCategory> all = new ArrayList<>(categories);
        String parent = null;
        for (String raw : path) {
            String name = Check.text("categoryPath", raw == null ? null : raw.strip(), BankCategory.NAME_MAX);
            String under = parent;
            String found = all.stream().filter(c -> Objects.equals(c.parentId(), under) && c.name().equalsIgnoreCase(name))
                    .map(BankCategory::id).findFirst().orElse(null);
            if (found == null) {
                found = newId.get();
                all.add(new BankCategory(found, name, under));
            }
            parent = found;
        }
        return new Placed(new QuestionBank(id, organizationId, ownerId, this.name, description, all, createdAt, updatedAt), parent);
    }

    /** A bank after {@link #placeAt} and the category the path ends at. */
    public record Placed(QuestionBank bank, String categoryId) {
    }
}

package app.assessment.domain.form;

import app.assessment.domain.shared.Check;
import app.assessment.domain.shared.DomainException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/** Uniqueness of ids inside one list, naming the later duplicate and the first one. */
final class Ids {

    private Ids() {
    }

    static <T> List<T> unique(String field, List<T> values, Function<T, String> id, String idSuffix) {
        Map<String, Integer> seen = new HashMap<>();
        for (int i = 0; i < values.size(); i++) {
            Integer first = seen.putIfAbsent(id.apply(values.get(i)), i);
            if (first != null) {
                throw DomainException.invalid(field + "[" + i + "]" + idSuffix,
                        "duplicates " + field + "[" + first + "]" + idSuffix);
            }
        }
        return values;
    }

    static List<String> unique(String field, List<String> ids) {
        return unique(field, ids, Function.identity(), "");
    }

    /** A list of ids in an answer: each a valid id, none twice, at most {@code max}. */
    static List<String> answerIds(String field, List<String> ids, int max) {
        List<String> copy = unique(field, atMost(field, Check.list(field, ids), max));
        for (int i = 0; i < copy.size(); i++) {
            Check.id(field + "[" + i + "]", copy.get(i));
        }
        return copy;
    }

    static <T> List<T> atMost(String field, List<T> values, int max) {
        if (values.size() > max) {
            throw DomainException.invalid(field, "must have at most " + max + " entries");
        }
        return values;
    }
}

package app.assessment.adapters.rest.bank;

import app.assessment.adapters.rest.form.QuestionBody;
import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.bank.BankCommand;
import app.assessment.application.port.in.bank.BankQuestionCommand;
import app.assessment.application.port.in.form.FormCommand;
import app.assessment.application.port.out.bank.BankQuestionRead;
import app.assessment.domain.bank.BankCategory;
import app.assessment.domain.bank.QuestionBank;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** Request and response bodies of /api/question-banks. */
final class BankBodies {
    private BankBodies() {
    }

    @Schema(name = "QuestionBankRequest", description = "`name` is required (at most 200 characters), `description` at most 5000. "
            + "`categories` is a tree: each `{id?, name, children?}`; a category sent with its `id` keeps it (and its questions), "
            + "one without is new, and on update a category not sent is removed (409 `CATEGORY_IN_USE` while a live question "
            + "is in it). Names are unique among siblings, at most 8 levels, 1000 categories.")
    record BankRequest(String name, String description, List<BankCommand.CategoryInput> categories) {
        BankCommand toCommand(Caller caller) {
            return new BankCommand(caller, name, description, categories);
        }
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(name = "BankCategory")
    record CategoryBody(String id, String name, List<CategoryBody> children) {
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(name = "QuestionBank", description = "A bank with its category tree. `ownerId` created it and may change it, "
            + "as may administrators; every staff member of the organization reads it.")
    record BankResponse(String id, String name, String description, String ownerId, List<CategoryBody> categories,
                        Instant createdAt, Instant updatedAt) {
        static BankResponse from(QuestionBank bank) {
            return new BankResponse(bank.id(), bank.name(), bank.description(), bank.ownerId(), tree(bank.categories()),
                    bank.createdAt(), bank.updatedAt());
        }

        /** The flat list as nested children, siblings in the bank's order. */
        private static List<CategoryBody> tree(List<BankCategory> flat) {
            Map<String, List<BankCategory>> byParent = new HashMap<>();
            for (BankCategory c : flat) {
                byParent.computeIfAbsent(c.parentId(), k -> new ArrayList<>()).add(c);
            }
            return children(byParent, null);
        }

        private static List<CategoryBody> children(Map<String, List<BankCategory>> byParent, String parentId) {
            return byParent.getOrDefault(parentId, List.of()).stream()
                    .map(c -> new CategoryBody(c.id(), c.name(), children(byParent, c.id()))).toList();
        }
    }

    record BankList(List<BankResponse> banks, long total, int page) {
    }

    /**
     * A bank question as sent: the very question a form takes (its fields unwrapped here; `id` and
     * `order` ignored), plus `category` and `tags`.
     */
    @Schema(name = "BankQuestionRequest", description = "The fields of a form's question (`QuestionInput`: `type`, `text`, "
            + "`options` and the key of its type; `id` and `order` are ignored), plus `category` (the id of one of the bank's "
            + "categories, or absent) and `tags` (at most 30, each at most 100 characters). " + QuestionBody.TYPES,
            example = "{\"type\": \"MULTIPLE_CHOICE\", \"text\": \"Primos?\", \"points\": 6, \"scoring\": \"PARTIAL\", "
                    + "\"options\": [{\"text\": \"2\", \"correct\": true}, {\"text\": \"4\"}], \"category\": \"<category id>\", "
                    + "\"tags\": [\"aritmética\"]}")
    static final class BankQuestionRequest {
        @JsonUnwrapped
        public FormCommand.QuestionInput question;
        public String category;
        public List<String> tags;

        BankQuestionCommand toCommand() {
            return new BankQuestionCommand(question, category, tags);
        }
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(name = "BankQuestion", description = "The question as a form's question reads (`QuestionBody`; `id` is the "
            + "question's, stable across versions, `order` is 0), with its bank, `category`, `tags`, and the `version` "
            + "(1, 2, …) and `versionId` read; `updatedAt` is when that version was written.")
    record BankQuestionResponse(@JsonUnwrapped QuestionBody question, String bankId, String category, List<String> tags,
                                int version, String versionId, Instant createdAt, Instant updatedAt) {
        static BankQuestionResponse from(BankQuestionRead read) {
            return new BankQuestionResponse(QuestionBody.from(read.version().question()), read.bankId(),
                    read.version().categoryId(), read.version().tags(), read.version().version(), read.version().versionId(),
                    read.questionCreatedAt(), read.versionCreatedAt());
        }
    }

    record BankQuestionList(List<BankQuestionResponse> questions, long total, int page) {
    }

    record VersionList(List<BankQuestionResponse> versions) {
    }
}

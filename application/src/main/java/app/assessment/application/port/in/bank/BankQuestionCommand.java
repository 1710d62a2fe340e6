package app.assessment.application.port.in.bank;

import app.assessment.application.port.in.form.FormCommand;
import java.util.List;

/**
 * A bank question as a client sends it: the same question a form takes ({@code question}, whose
 * {@code id} and {@code order} are ignored), the id of one of the bank's categories or null, and tags.
 */
public record BankQuestionCommand(FormCommand.QuestionInput question, String categoryId, List<String> tags) {
}

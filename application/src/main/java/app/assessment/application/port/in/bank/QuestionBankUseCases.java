package app.assessment.application.port.in.bank;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.out.bank.QuestionBankRepository;
import app.assessment.domain.bank.QuestionBank;

/**
 * Question banks. Every staff member of the organization reads every bank; its creator and the
 * organization's administrators change it (ADR 0052).
 */
public interface QuestionBankUseCases {

    QuestionBank create(BankCommand command);

    QuestionBank update(String id, BankCommand command);

    /** Soft delete of the bank and its questions; their versions stay for the attempts that were given them. */
    void delete(Caller caller, String id);

    QuestionBank get(Caller caller, String id);

    QuestionBankRepository.Page list(Caller caller, PageRequest page, String search);
}

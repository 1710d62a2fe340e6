package app.assessment.application.service.bank;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.out.bank.QuestionBankRepository;
import app.assessment.domain.bank.QuestionBank;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Permissions;
import java.util.Optional;

/** Who may see and change a bank: every staff member of its organization reads it, its creator and administrators change it. */
final class BankAccess {
    private BankAccess() {
    }

    static QuestionBank visible(QuestionBankRepository banks, Caller caller, String id) {
        return present(banks.byId(caller.organizationId(), id));
    }

    /** The bank locked for the rest of the transaction, when the caller may change it (403 otherwise). */
    static QuestionBank writable(QuestionBankRepository banks, Caller caller, String id) {
        QuestionBank bank = present(banks.lockForEdit(caller.organizationId(), id));
        if (!Permissions.canWriteBank(caller.role(), caller.userId(), bank.ownerId())) {
            throw DomainException.forbidden("BANK_NOT_OWNED", "Only the bank's creator or an administrator may change it");
        }
        return bank;
    }

    private static QuestionBank present(Optional<QuestionBank> bank) {
        return bank.orElseThrow(() -> DomainException.notFound("Question bank"));
    }
}

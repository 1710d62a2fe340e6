package app.assessment.application.service.bank;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.bank.AddBankQuestionsUseCase;
import app.assessment.application.port.in.bank.AddBankQuestionsUseCase.NewBankQuestion;
import app.assessment.application.port.in.bank.BankInterchangeUseCases;
import app.assessment.application.port.in.form.ExportFormQuestionsUseCase.ExportedQuestions;
import app.assessment.application.port.out.bank.BankQuestionRead;
import app.assessment.application.port.out.bank.BankQuestionRepository;
import app.assessment.application.port.out.bank.InterchangeQuestion;
import app.assessment.application.port.out.bank.ParsedQuestions;
import app.assessment.application.port.out.bank.QuestionBankRepository;
import app.assessment.application.port.out.bank.QuestionInterchange;
import app.assessment.application.service.shared.FileNames;
import app.assessment.domain.bank.QuestionBank;
import app.assessment.domain.shared.DomainException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * Bank import and export through the interchange codecs (ADR 0054). The import parses the whole file first (a file
 * that cannot be read is a 400 before anything is written), then adds every question read through
 * {@link AddBankQuestionsUseCase} in this one transaction, so a question the bank refuses rolls back the lot. The
 * export reads the bank's live questions page by page and writes them with their category paths and tags, so that
 * importing the file into an empty bank gives the same questions.
 */
@ApplicationScoped
public class BankInterchangeService implements BankInterchangeUseCases {

    private static final int PAGE = 1000;

    private final QuestionBankRepository banks;
    private final BankQuestionRepository questions;
    private final AddBankQuestionsUseCase adder;
    private final QuestionInterchange interchange;

    public BankInterchangeService(QuestionBankRepository banks, BankQuestionRepository questions, AddBankQuestionsUseCase adder,
                                  QuestionInterchange interchange) {
        this.banks = banks;
        this.questions = questions;
        this.adder = adder;
        this.interchange = interchange;
    }

    @Override
    @Transactional
    public Imported importFile(Caller caller, String bankId, QuestionInterchange.Format format, InputStream file, boolean dryRun) {
        BankAccess.writable(banks, caller, bankId);
        if (file == null) {
            throw DomainException.invalid("file", "is required (a multipart field named file)");
        }
        ParsedQuestions parsed = interchange.read(format, file);
        List<NewBankQuestion> added = parsed.questions().stream()
                .map(p -> new NewBankQuestion(p.question().question(), null,
                        p.question().categoryPath().isEmpty() ? null : p.question().categoryPath(), p.question().tags()))
                .toList();
        if (!dryRun && !added.isEmpty()) {
            adder.addAll(caller, bankId, added);
        }
        return new Imported(added.size(), parsed.skipped());
    }

    @Override
    @Transactional
    public ExportedQuestions export(Caller caller, String bankId, QuestionInterchange.Format format) {
        QuestionBank bank = BankAccess.visible(banks, caller, bankId);
        List<InterchangeQuestion> all = new ArrayList<>();
        for (int offset = 0; ; offset += PAGE) {
            BankQuestionRepository.Page page = questions.page(new BankQuestionRepository.Filter(bankId, null, List.of(), null, null),
                    offset, PAGE);
            for (BankQuestionRead read : page.items()) {
                all.add(new InterchangeQuestion(read.version().question(), bank.pathOf(read.version().categoryId()), null,
                        read.version().tags()));
            }
            if (page.items().size() < PAGE) {
                break;
            }
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        interchange.write(format, all, out);
        String extension = format.extension();
        String slug = FileNames.slug(bank.name());
        return new ExportedQuestions("banco-" + (slug.isEmpty() ? bank.id() : slug) + extension,
                "Banco - " + FileNames.readable(bank.name()) + extension, format, out.toByteArray());
    }
}

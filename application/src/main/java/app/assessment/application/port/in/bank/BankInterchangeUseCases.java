package app.assessment.application.port.in.bank;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.form.ExportFormQuestionsUseCase.ExportedQuestions;
import app.assessment.application.port.out.bank.ParsedQuestions;
import app.assessment.application.port.out.bank.QuestionInterchange;
import java.io.InputStream;
import java.util.List;

/**
 * A bank's questions from and to GIFT, Moodle XML and CSV files (issue 45, ADR 0054). An import adds every question the
 * file holds in one transaction (all or nothing, categories created by path) and lists what the service cannot hold;
 * a dry run reads and checks the same and writes nothing.
 */
public interface BankInterchangeUseCases {

    Imported importFile(Caller caller, String bankId, QuestionInterchange.Format format, InputStream file, boolean dryRun);

    /** Every live question of the bank at its latest version, with its category path and tags. */
    ExportedQuestions export(Caller caller, String bankId, QuestionInterchange.Format format);

    record Imported(int imported, List<ParsedQuestions.Skipped> skipped) {
        public Imported {
            skipped = List.copyOf(skipped);
        }
    }
}

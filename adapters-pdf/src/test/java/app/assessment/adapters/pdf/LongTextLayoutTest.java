package app.assessment.adapters.pdf;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.application.port.out.report.ReportDocument.AnswerLine;
import java.io.IOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;
import org.junit.jupiter.api.Test;

class LongTextLayoutTest {

    private static final String UNBROKEN_WORD = "W".repeat(300);
    private static final String LONG_QUESTION =
            "Considere a situação descrita abaixo e responda com atenção. ".repeat(40).substring(0, 2000) + UNBROKEN_WORD;

    @Test
    void render_2000CharacterQuestionAndUnbrokenWords_staysInsideItsColumnsAndPages() throws IOException {
        List<AnswerLine> answers = new ArrayList<>(Reports.questions(3));
        answers.add(new AnswerLine(4, LONG_QUESTION, UNBROKEN_WORD, BigDecimal.ONE));
        answers.add(new AnswerLine(5, UNBROKEN_WORD.repeat(30), "curta", BigDecimal.ZERO));

        byte[] pdf = Reports.renderer().render(Reports.withAnswers(answers));

        try (PDDocument document = Reports.load(pdf)) {
            List<TextPosition> glyphs = glyphs(document);
            float pageHeight = PageWriter.SIZE.getHeight();
            assertThat(glyphs).allSatisfy(glyph -> {
                assertThat(glyph.getXDirAdj()).isGreaterThanOrEqualTo(PageWriter.LEFT - 0.5f);
                assertThat(glyph.getXDirAdj() + glyph.getWidthDirAdj()).isLessThanOrEqualTo(PageWriter.RIGHT + 0.5f);
                assertThat(glyph.getYDirAdj()).isBetween(0f, pageHeight);
            });
            assertThat(glyphs)
                    .filteredOn(glyph -> glyph.getXDirAdj() >= AnswerTable.QUESTION_X && glyph.getXDirAdj() < AnswerTable.ANSWER_X)
                    .isNotEmpty()
                    .allSatisfy(glyph -> assertThat(glyph.getXDirAdj() + glyph.getWidthDirAdj())
                            .isLessThanOrEqualTo(AnswerTable.ANSWER_X));
            String text = Reports.unwrapped(new PDFTextStripper().getText(document));
            assertThat(text).contains(Reports.unwrapped(LONG_QUESTION));
            assertThat(text.chars().filter(c -> c == 'W').count()).isEqualTo(300 + 300 + 300 * 30);
            assertThat(document.getNumberOfPages()).isGreaterThan(1);
        }
    }

    private static List<TextPosition> glyphs(PDDocument document) throws IOException {
        List<TextPosition> glyphs = new ArrayList<>();
        PDFTextStripper collector = new PDFTextStripper() {
            @Override
            protected void writeString(String text, List<TextPosition> positions) {
                glyphs.addAll(positions);
            }
        };
        collector.getText(document);
        return glyphs;
    }
}

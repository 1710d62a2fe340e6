package app.assessment.adapters.pdf;

import app.assessment.application.port.out.report.ReportDocument.AnswerLine;
import java.io.IOException;
import java.util.List;

/**
 * The answers as a table (#, question, chosen option, points) that continues over as many pages
 * as needed, repeating its header row on each. A row moves whole to the next page when it fits
 * there; only a row taller than a page is split, its number and points on the first part.
 */
final class AnswerTable {

    static final String[] HEADERS = {"#", "Questão", "Resposta escolhida", "Pontos"};

    private static final float PAD_X = 4;
    private static final float PAD_Y = 3;
    private static final float NUMBER_WIDTH = 28;
    private static final float POINTS_WIDTH = 54;
    private static final float TEXT_WIDTHS = PageWriter.WIDTH - NUMBER_WIDTH - POINTS_WIDTH;
    static final float QUESTION_X = PageWriter.LEFT + NUMBER_WIDTH;
    static final float ANSWER_X = QUESTION_X + TEXT_WIDTHS * 0.58f;
    private static final float POINTS_X = PageWriter.RIGHT - POINTS_WIDTH;
    /** Fewer lines than this at the foot of a page look like an accident; start afresh. */
    private static final int MIN_SPLIT_LINES = 2;

    private final PageWriter writer;
    private final ReportStyles styles;
    private final float lineHeight;
    private int rowsOnPage;

    AnswerTable(PageWriter writer, ReportStyles styles) {
        this.writer = writer;
        this.styles = styles;
        this.lineHeight = styles.cell().leading();
    }

    /** A row wrapped once, before any decision about where it goes. */
    private record Row(String number, List<String> question, List<String> answer, TextStyle answerStyle, String points) {
        int lineCount() {
            return Math.max(question.size(), answer.size());
        }
    }

    void draw(List<AnswerLine> answers) throws IOException {
        TextStyle heading = styles.heading();
        writer.keepTogether(heading.leading() + 4 + headerHeight() + lineHeight + 2 * PAD_Y);
        writer.lines(heading, PageWriter.LEFT, writer.y(), List.of("Respostas"));
        writer.moveDown(heading.leading() + 4);
        headerRow();
        for (AnswerLine answer : answers) {
            drawRow(layout(answer));
        }
    }

    private Row layout(AnswerLine answer) {
        TextStyle cell = styles.cell();
        List<String> question = TextWrapper.wrap(cell.sanitize(answer.questionText()), cell, ANSWER_X - QUESTION_X - 2 * PAD_X);
        boolean answered = answer.selectedOptionText() != null;
        TextStyle answerStyle = answered ? cell : styles.cellMuted();
        String answerText = answered ? answerStyle.sanitize(answer.selectedOptionText()) : "Não respondida";
        List<String> chosen = TextWrapper.wrap(answerText, answerStyle, POINTS_X - ANSWER_X - 2 * PAD_X);
        return new Row(String.valueOf(answer.number()), question, chosen, answerStyle, PortugueseFormat.number(answer.points()));
    }

    private void drawRow(Row row) throws IOException {
        int lineCount = row.lineCount();
        int freshPageLines = (int) ((PageWriter.TOP - PageWriter.BOTTOM - headerHeight() - 2 * PAD_Y) / lineHeight);
        int from = 0;
        while (from < lineCount) {
            int remaining = lineCount - from;
            int fitting = (int) ((writer.spaceLeft() - 2 * PAD_Y) / lineHeight);
            boolean movesWhole = from == 0 && fitting < remaining && remaining <= freshPageLines && rowsOnPage > 0;
            if (movesWhole || fitting < Math.min(remaining, MIN_SPLIT_LINES)) {
                continueOnNewPage();
                continue;
            }
            int to = from + Math.min(remaining, fitting);
            drawPart(row, from, to);
            from = to;
        }
    }

    private void drawPart(Row row, int from, int to) throws IOException {
        float top = writer.y();
        float textTop = top - PAD_Y;
        TextStyle cell = styles.cell();
        float baseline = textTop - cell.baselineOffset();
        // left to right, so that copied or extracted text reads in column order
        if (from == 0) {
            writer.text(cell, PageWriter.LEFT + PAD_X, baseline, row.number());
        }
        drawSlice(cell, QUESTION_X + PAD_X, textTop, row.question(), from, to);
        drawSlice(row.answerStyle(), ANSWER_X + PAD_X, textTop, row.answer(), from, to);
        if (from == 0) {
            writer.rightAligned(cell, PageWriter.RIGHT - PAD_X, baseline, row.points());
        }
        float height = (to - from) * lineHeight + 2 * PAD_Y;
        writer.horizontalLine(Rgb.RULE, 0.5f, PageWriter.LEFT, PageWriter.RIGHT, top - height);
        writer.moveDown(height);
        rowsOnPage++;
    }

    private void drawSlice(TextStyle style, float x, float top, List<String> lines, int from, int to) throws IOException {
        if (from < lines.size()) {
            writer.lines(style, x, top, lines.subList(from, Math.min(to, lines.size())));
        }
    }

    private void continueOnNewPage() throws IOException {
        writer.newPage();
        headerRow();
    }

    private float headerHeight() {
        return styles.cellBold().leading() + 2 * PAD_Y;
    }

    private void headerRow() throws IOException {
        TextStyle style = styles.cellBold();
        float top = writer.y();
        float height = headerHeight();
        writer.fillRect(Rgb.SHADE, PageWriter.LEFT, top - height, PageWriter.WIDTH, height);
        float baseline = top - PAD_Y - style.baselineOffset();
        writer.text(style, PageWriter.LEFT + PAD_X, baseline, HEADERS[0]);
        writer.text(style, QUESTION_X + PAD_X, baseline, HEADERS[1]);
        writer.text(style, ANSWER_X + PAD_X, baseline, HEADERS[2]);
        writer.rightAligned(style, PageWriter.RIGHT - PAD_X, baseline, HEADERS[3]);
        writer.moveDown(height);
        rowsOnPage = 0;
    }
}

package app.assessment.adapters.pdf;

import app.assessment.application.port.out.report.ReportDocument;
import java.io.IOException;
import java.util.List;

/**
 * The score-range label on a rounded patch of the range's own color, the text black or white
 * by contrast. Without a label, a muted "Sem classificação" and no patch; while a grade is pending,
 * a muted "Aguardando correção" (the total is provisional, so no range is shown).
 */
final class Badge {

    private static final float PADDING_X = 8;
    private static final float PADDING_Y = 4;

    private final TextStyle style;
    private final List<String> lines;
    private final Rgb fill;
    private final float width;

    private Badge(TextStyle style, List<String> lines, Rgb fill, float width) {
        this.style = style;
        this.lines = lines;
        this.fill = fill;
        this.width = width;
    }

    static Badge of(ReportDocument document, ReportStyles styles, float maxWidth) {
        if (document.pendingGrading() || document.scoreLabel() == null) {
            TextStyle muted = styles.body().withColor(Rgb.MUTED);
            return new Badge(muted, List.of(document.pendingGrading() ? "Aguardando correção" : "Sem classificação"), null, 0);
        }
        Rgb fill = Rgb.parse(document.scoreColor(), Rgb.NEUTRAL);
        TextStyle style = styles.bodyBold().withColor(fill.readableText());
        List<String> lines = TextWrapper.wrap(style.sanitize(document.scoreLabel()), style, maxWidth - 2 * PADDING_X);
        float widest = 0;
        for (String line : lines) {
            widest = Math.max(widest, style.width(line));
        }
        return new Badge(style, lines, fill, widest + 2 * PADDING_X);
    }

    float height() {
        float text = lines.size() * style.leading();
        return fill == null ? text : text + 2 * PADDING_Y;
    }

    void draw(PageWriter writer, float x, float top) throws IOException {
        if (fill == null) {
            writer.lines(style, x, top, lines);
            return;
        }
        writer.fillRoundedRect(fill, x, top - height(), width, height(), 5);
        writer.lines(style, x + PADDING_X, top - PADDING_Y, lines);
    }
}

package app.assessment.bootstrap.report;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.apache.pdfbox.text.PDFTextStripper;

/** Reads an exported PDF back the way a person would: its text, page by page, and its ink. */
record PdfPages(List<String> texts, List<Double> inkShares) {

    static PdfPages read(byte[] pdf) {
        try (PDDocument document = Loader.loadPDF(pdf)) {
            PDFTextStripper stripper = new PDFTextStripper();
            PDFRenderer renderer = new PDFRenderer(document);
            List<String> texts = new ArrayList<>();
            List<Double> ink = new ArrayList<>();
            for (int page = 1; page <= document.getNumberOfPages(); page++) {
                stripper.setStartPage(page);
                stripper.setEndPage(page);
                texts.add(stripper.getText(document));
                ink.add(inkShare(renderer.renderImage(page - 1, 0.5f)));
            }
            return new PdfPages(texts, ink);
        } catch (IOException e) {
            throw new UncheckedIOException("not a readable PDF", e);
        }
    }

    int count() {
        return texts.size();
    }

    String text() {
        return String.join("\n", texts);
    }

    /** The text without line breaks or spaces, so a phrase the renderer wrapped still matches. */
    String unwrapped() {
        return squeeze(text());
    }

    static String squeeze(String text) {
        return text.replaceAll("\\s+", "");
    }

    /** The share of pixels that are not near white. */
    private static double inkShare(BufferedImage image) {
        long inked = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                int rgb = image.getRGB(x, y);
                int darkest = Math.min((rgb >> 16) & 0xFF, Math.min((rgb >> 8) & 0xFF, rgb & 0xFF));
                if (darkest < 200) {
                    inked++;
                }
            }
        }
        return (double) inked / ((long) image.getWidth() * image.getHeight());
    }
}

package app.assessment.adapters.pdf;

import java.awt.image.BufferedImage;
import java.util.function.IntPredicate;

/** Counting pixels of a rendered page, the colors as 0xRRGGBB. */
final class Pixels {

    private Pixels() {
    }

    static int count(BufferedImage image, IntPredicate rgb) {
        int count = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if (rgb.test(image.getRGB(x, y) & 0xFFFFFF)) {
                    count++;
                }
            }
        }
        return count;
    }

    static boolean near(int rgb, int target) {
        return Math.abs(((rgb >> 16) & 0xFF) - ((target >> 16) & 0xFF)) <= 8
                && Math.abs(((rgb >> 8) & 0xFF) - ((target >> 8) & 0xFF)) <= 8
                && Math.abs((rgb & 0xFF) - (target & 0xFF)) <= 8;
    }
}

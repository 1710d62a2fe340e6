package app.assessment.adapters.interchange;

import app.assessment.application.port.out.bank.ParsedQuestions;
import app.assessment.application.port.out.bank.QuestionInterchange.Format;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * bench/question-import.sh's harness: reads a file ROUNDS times with the adapter the import route will use and
 * prints the questions read and skipped, each round's time and the peak heap of the run (all heap pools' peaks,
 * reset after loading the JVM). Usage: ImportBench FILE gift|moodle-xml|csv [ROUNDS].
 */
public final class ImportBench {

    private ImportBench() {
    }

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        Format format = Arrays.stream(Format.values()).filter(f -> f.wireName().equals(args[1])).findFirst().orElseThrow();
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 5;
        CodecQuestionInterchange codec = new CodecQuestionInterchange();
        System.gc();
        ManagementFactory.getMemoryPoolMXBeans().forEach(MemoryPoolMXBean::resetPeakUsage);
        for (int round = 1; round <= rounds; round++) {
            long start = System.nanoTime();
            ParsedQuestions read;
            try (InputStream in = Files.newInputStream(file)) {
                read = codec.read(format, in);
            }
            long micros = (System.nanoTime() - start) / 1000;
            System.out.printf("round %d: %d read, %d skipped in %.1f ms%n", round, read.questions().size(), read.skipped().size(),
                    micros / 1000.0);
        }
        long peak = ManagementFactory.getMemoryPoolMXBeans().stream().filter(p -> p.getType() == MemoryType.HEAP)
                .mapToLong(p -> p.getPeakUsage().getUsed()).sum();
        System.out.printf("peak heap (sum of pool peaks): %.1f MB; file %.1f MB%n", peak / 1048576.0, Files.size(file) / 1048576.0);
    }
}

package app.assessment.adapters.interchange;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

import app.assessment.application.port.out.bank.InterchangeQuestion;
import app.assessment.application.port.out.bank.QuestionInterchange;
import app.assessment.application.port.out.bank.QuestionInterchange.Format;
import app.assessment.domain.shared.DomainException;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Whatever a file holds, a reader answers questions, skips or one DomainException (a 400); never anything else. */
class HostileFilesTest {

    private final CodecQuestionInterchange codec = new CodecQuestionInterchange();

    @ParameterizedTest
    @EnumSource(Format.class)
    @DisplayName("random bytes, every truncation and garbling of a real export: only questions, skips or a 400")
    void hostileInput_isNeverAnythingButA400(Format format) {
        Random random = new Random(45);
        for (int i = 0; i < 300; i++) {
            byte[] noise = new byte[random.nextInt(2000)];
            random.nextBytes(noise);
            readsOrRefuses(format, noise);
        }
        byte[] valid = export(format, Samples.everyType());
        for (int cut = 0; cut < valid.length; cut += 7) {
            readsOrRefuses(format, java.util.Arrays.copyOf(valid, cut));
        }
        String specials = format == Format.GIFT ? "{}=~#:%\\\n->/" : format == Format.CSV ? "\",\n\r" : "<>&\"/!?[]";
        for (int i = 0; i < 500; i++) {
            byte[] garbled = valid.clone();
            for (int k = 0; k < 5; k++) {
                garbled[random.nextInt(garbled.length)] = (byte) specials.charAt(random.nextInt(specials.length()));
            }
            readsOrRefuses(format, garbled);
        }
    }

    @ParameterizedTest
    @EnumSource(Format.class)
    @DisplayName("a file over 10 MB is refused while it is read, without buffering the rest")
    void overTheLimit_isRefused(Format format) {
        InputStream endless = new InputStream() {
            private long served;

            @Override
            public int read() {
                return served++ < QuestionInterchange.MAX_BYTES + 1L ? 'a' : -1;
            }

            @Override
            public int read(byte[] b, int off, int len) {
                long left = QuestionInterchange.MAX_BYTES + 1L - served;
                if (left <= 0) {
                    fail("read past the limit");
                }
                int n = (int) Math.min(len, left);
                java.util.Arrays.fill(b, off, off + n, (byte) 'a');
                served += n;
                return n;
            }
        };
        assertThatThrownBy(() -> codec.read(format, endless)).isInstanceOf(DomainException.class).hasMessage("file: must be at most 10 MB");
    }

    private void readsOrRefuses(Format format, byte[] bytes) {
        try {
            var parsed = codec.read(format, new ByteArrayInputStream(bytes));
            assertThat(parsed.questions().size() + parsed.skipped().size()).isGreaterThanOrEqualTo(0);
        } catch (DomainException e) {
            assertThat(e.getMessage()).startsWith("file: ");
        } catch (RuntimeException e) {
            throw new AssertionError(format + " threw " + e + " on: " + new String(bytes, java.nio.charset.StandardCharsets.UTF_8), e);
        }
    }

    private byte[] export(Format format, List<InterchangeQuestion> questions) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        codec.write(format, questions, out);
        return out.toByteArray();
    }
}

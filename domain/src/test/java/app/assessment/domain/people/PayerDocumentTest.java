package app.assessment.domain.people;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.domain.shared.DomainException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class PayerDocumentTest {

    @ParameterizedTest
    @CsvSource({
            "529.982.247-25, 52998224725",
            "52998224725, 52998224725",
            "11.222.333/0001-81, 11222333000181",
            // The Receita Federal's example of the alphanumeric CNPJ.
            "12.ABC.345/01DE-35, 12ABC34501DE35",
            "12abc34501de35, 12ABC34501DE35"})
    void validDocuments_areStoredNormalized(String raw, String normalized) {
        assertThat(PayerDocument.normalizeOptional("cpfCnpj", raw)).isEqualTo(normalized);
    }

    @ParameterizedTest
    @ValueSource(strings = {"529.982.247-24", "11111111111", "11.222.333/0001-82", "12.ABC.345/01DE-36",
            "12.ABC.345/01DE-3A", "1234", "5299822472512", "12.abc.345/01de-34"})
    void wrongCheckDigitsOrShapes_are400(String raw) {
        assertThatThrownBy(() -> PayerDocument.normalizeOptional("cpfCnpj", raw))
                .isInstanceOfSatisfying(DomainException.class, e -> {
                    assertThat(e.kind()).isEqualTo(DomainException.Kind.INVALID);
                    assertThat(e.getMessage()).startsWith("cpfCnpj:");
                });
    }

    @Test
    void blank_isNoDocument() {
        assertThat(PayerDocument.normalizeOptional("cpfCnpj", " ")).isNull();
        assertThat(PayerDocument.normalizeOptional("cpfCnpj", null)).isNull();
    }

    @Test
    void mask_hidesTheFirstAndCheckDigits() {
        assertThat(PayerDocument.mask("12345678909")).isEqualTo("***.456.789-**");
        assertThat(PayerDocument.mask("12ABC34501DE35")).isEqualTo("**.ABC.345/01DE-**");
        assertThat(PayerDocument.mask(null)).isNull();
    }
}

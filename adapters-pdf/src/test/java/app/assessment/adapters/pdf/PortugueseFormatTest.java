package app.assessment.adapters.pdf;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.application.port.out.report.ReportDocument;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.ZoneId;
import org.junit.jupiter.api.Test;

class PortugueseFormatTest {

    @Test
    void number_usesDecimalCommaAndAtMostTwoDecimals() {
        assertThat(PortugueseFormat.number(new BigDecimal("7.50"))).isEqualTo("7,5");
        assertThat(PortugueseFormat.number(new BigDecimal("10.00"))).isEqualTo("10");
        assertThat(PortugueseFormat.number(new BigDecimal("1E+2"))).isEqualTo("100");
        assertThat(PortugueseFormat.number(new BigDecimal("66.666"))).isEqualTo("66,67");
        assertThat(PortugueseFormat.number(new BigDecimal("-0.5"))).isEqualTo("-0,5");
    }

    @Test
    void dateTime_isShownInTheGivenZone() {
        Instant instant = Instant.parse("2025-01-01T02:30:00Z");

        assertThat(PortugueseFormat.dateTime(instant, ReportDocument.DEFAULT_ZONE)).isEqualTo("31/12/2024 23:30");
        assertThat(PortugueseFormat.dateTime(instant, ZoneId.of("UTC"))).isEqualTo("01/01/2025 02:30");
    }

    @Test
    void page_readsInPortuguese() {
        assertThat(PortugueseFormat.page(2, 5)).isEqualTo("Página 2 de 5");
    }
}

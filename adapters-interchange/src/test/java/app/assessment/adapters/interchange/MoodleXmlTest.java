package app.assessment.adapters.interchange;

import static app.assessment.adapters.interchange.Samples.d;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import app.assessment.application.port.out.bank.ParsedQuestions;
import app.assessment.application.port.out.bank.QuestionInterchange.Format;
import app.assessment.domain.form.MultipleChoiceSpec;
import app.assessment.domain.form.Option;
import app.assessment.domain.form.Scoring;
import app.assessment.domain.shared.DomainException;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MoodleXmlTest {

    private static ParsedQuestions xml(String text) {
        return new CodecQuestionInterchange().read(Format.MOODLE_XML, new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    @DisplayName("a file as Moodle exports it: categories, weights by default grade, html text; other Moodle types skipped by index")
    void moodleExport() {
        ParsedQuestions read = xml("""
                <?xml version="1.0" encoding="UTF-8"?>
                <quiz>
                  <question type="category"><category><text>$course$/top/Geografia</text></category></question>
                  <question type="multichoice">
                    <name><text>Capitais</text></name>
                    <questiontext format="html"><text><![CDATA[<p>Capital da <b>França</b>?</p>]]></text></questiontext>
                    <defaultgrade>3.0000000</defaultgrade>
                    <single>true</single>
                    <answer fraction="100" format="html"><text>Paris</text><feedback format="html"><text>Isso</text></feedback></answer>
                    <answer fraction="33.33333" format="html"><text>Lyon</text></answer>
                    <answer fraction="0" format="html"><text>Nice</text></answer>
                    <tags><tag><text>europa</text></tag></tags>
                  </question>
                  <question type="multichoice">
                    <questiontext format="html"><text>Rios do Brasil</text></questiontext>
                    <single>false</single>
                    <answer fraction="50"><text>Amazonas</text></answer>
                    <answer fraction="50"><text>São Francisco</text></answer>
                    <answer fraction="-100"><text>Nilo</text></answer>
                  </question>
                  <question type="description"><questiontext><text>Leia o texto.</text></questiontext></question>
                  <question type="cloze"><name><text>Lacunas</text></name><questiontext><text>{1:SA:=a}</text></questiontext></question>
                  <question type="numerical">
                    <questiontext><text>Distância?</text></questiontext>
                    <answer fraction="100"><text>10</text><tolerance>0</tolerance></answer>
                    <units><unit><multiplier>1</multiplier><unit_name>km</unit_name></unit></units>
                  </question>
                </quiz>
                """);

        assertThat(read.questions()).extracting(ParsedQuestions.Parsed::position).containsExactly(2, 3);
        var capitals = read.questions().get(0).question();
        assertThat(capitals.categoryPath()).containsExactly("top", "Geografia");
        assertThat(capitals.name()).isEqualTo("Capitais");
        assertThat(capitals.tags()).containsExactly("europa");
        assertThat(capitals.question().text()).isEqualTo("<p>Capital da <b>França</b>?</p>");
        assertThat(capitals.question().options()).extracting(Option::text, Option::points, Option::feedback)
                .containsExactly(tuple("Paris", d("3.00"), "Isso"), tuple("Lyon", d("1.00"), null), tuple("Nice", d("0.00"), null));
        var rivers = read.questions().get(1).question().question();
        assertThat(rivers.spec()).isEqualTo(new MultipleChoiceSpec(d("1"), Scoring.PARTIAL));
        assertThat(rivers.options()).extracting(Option::correct).containsExactly(true, true, false);
        assertThat(read.skipped()).extracting(ParsedQuestions.Skipped::position, ParsedQuestions.Skipped::name, ParsedQuestions.Skipped::reason)
                .containsExactly(tuple(4, null, "Moodle's description questions are not supported"),
                        tuple(5, "Lacunas", "Moodle's cloze questions are not supported"),
                        tuple(6, null, "numerical units are not supported"));
    }

    @Test
    @DisplayName("XXE: a DOCTYPE naming a local file or a URL is refused with a 400 before anything is resolved")
    void externalEntities_areRefused(@TempDir Path dir) throws Exception {
        Path secret = Files.writeString(dir.resolve("secret.txt"), "TOP-SECRET");
        String local = """
                <?xml version="1.0"?>
                <!DOCTYPE quiz [<!ENTITY xxe SYSTEM "%s">]>
                <quiz><question type="shortanswer"><questiontext><text>&xxe;</text></questiontext>
                <answer fraction="100"><text>a</text></answer></question></quiz>
                """.formatted(secret.toUri());
        String remote = """
                <?xml version="1.0"?>
                <!DOCTYPE quiz SYSTEM "http://127.0.0.1:1/evil.dtd">
                <quiz/>
                """;
        String laughs = """
                <?xml version="1.0"?>
                <!DOCTYPE quiz [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
                <quiz><question type="essay"><questiontext><text>&b;</text></questiontext></question></quiz>
                """;
        for (String file : new String[] {local, remote, laughs}) {
            assertThatThrownBy(() -> xml(file)).isInstanceOf(DomainException.class)
                    .hasMessage("file: line 2: a DOCTYPE is not accepted (no DTDs or entities)");
        }
    }

    @Test
    @DisplayName("broken XML and a root other than <quiz> are a 400 naming the line")
    void malformed() {
        assertThatThrownBy(() -> xml("<quiz>\n<question type=\"essay\">\n</quiz>")).isInstanceOf(DomainException.class)
                .hasMessageStartingWith("file: line 3: not well-formed XML");
        assertThatThrownBy(() -> xml("<questions/>")).isInstanceOf(DomainException.class)
                .hasMessage("file: line 1: the root element must be <quiz>, not <questions>");
    }
}

package app.assessment.bootstrap.migration;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.SQLException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * V12 moves answer snapshots from their own rows into a JSON array on the submission. A database
 * holding submissions from before it keeps every answer, in order, under the keys the repository
 * reads (the domain's AnswerSnapshot). Runs on a database of its own, migrated step by step.
 */
class AnswersMigrationTest {

    private ScratchDatabase db;

    @BeforeEach
    void createDatabase() throws SQLException {
        db = new ScratchDatabase("assessment_v12_");
    }

    @AfterEach
    void dropDatabase() throws SQLException {
        db.close();
    }

    @Test
    void answersOfEarlierSubmissions_becomeTheirJsonArray_inOrder() throws Exception {
        migrateTo("11");
        // Only the rows under test: foreign keys are not what this migration is about.
        db.run("set session_replication_role = replica; "
                + "insert into submissions (id, organization_id, assignment_id, form_id, assigned_by_id, form_title, "
                + "participant_name, search_text, total_score, max_score, percentage, completed_at) values "
                + "('s1', 'o1', 'a1', 'f1', 'u1', 'Prova', 'Ana', 'ana prova', 3, 6, 50, now()), "
                + "('s2', 'o1', 'a2', 'f1', 'u1', 'Prova', 'Bia', 'bia prova', 0, 6, 0, now()); "
                + "insert into submission_answers values "
                + "('s1', 1, 'q2', 'Segunda?', 'o2b', 'Dois', 1.50), ('s1', 0, 'q1', 'Primeira?', 'o1a', 'Um', 1.50)");

        migrateTo("12");

        assertThat(db.select("select answers::text from submissions where id = 's1'")).isEqualTo("["
                + "{\"points\": 1.50, \"optionId\": \"o1a\", \"optionText\": \"Um\", \"questionId\": \"q1\", \"questionText\": \"Primeira?\"}, "
                + "{\"points\": 1.50, \"optionId\": \"o2b\", \"optionText\": \"Dois\", \"questionId\": \"q2\", \"questionText\": \"Segunda?\"}]");
        assertThat(db.select("select answers::text from submissions where id = 's2'")).isEqualTo("[]");
        assertThat(db.select("select count(*)::text from pg_tables where tablename = 'submission_answers'")).isEqualTo("0");
    }

    private void migrateTo(String version) {
        db.flyway().target(version).load().migrate();
    }
}

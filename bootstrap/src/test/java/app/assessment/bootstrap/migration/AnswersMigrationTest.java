package app.assessment.bootstrap.migration;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.UUID;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * V12 moves answer snapshots from their own rows into a JSON array on the submission. A database
 * holding submissions from before it keeps every answer, in order, under the keys the repository
 * reads (the domain's AnswerSnapshot). Runs on a database of its own, migrated step by step.
 */
class AnswersMigrationTest {

    private final String suiteUrl = System.getProperty("quarkus.datasource.jdbc.url");
    private final String user = System.getProperty("quarkus.datasource.username");
    private final String password = System.getProperty("quarkus.datasource.password", "");
    private final String database = "assessment_v12_" + UUID.randomUUID().toString().replace("-", "");
    private String url;

    @BeforeEach
    void createDatabase() throws SQLException {
        run(suiteUrl, "create database " + database);
        url = suiteUrl.substring(0, suiteUrl.lastIndexOf('/') + 1) + database;
    }

    @AfterEach
    void dropDatabase() throws SQLException {
        run(suiteUrl, "drop database if exists " + database + " with (force)");
    }

    @Test
    void answersOfEarlierSubmissions_becomeTheirJsonArray_inOrder() throws Exception {
        migrateTo("11");
        // Only the rows under test: foreign keys are not what this migration is about.
        run(url, "set session_replication_role = replica; "
                + "insert into submissions (id, organization_id, assignment_id, form_id, assigned_by_id, form_title, "
                + "participant_name, search_text, total_score, max_score, percentage, completed_at) values "
                + "('s1', 'o1', 'a1', 'f1', 'u1', 'Prova', 'Ana', 'ana prova', 3, 6, 50, now()), "
                + "('s2', 'o1', 'a2', 'f1', 'u1', 'Prova', 'Bia', 'bia prova', 0, 6, 0, now()); "
                + "insert into submission_answers values "
                + "('s1', 1, 'q2', 'Segunda?', 'o2b', 'Dois', 1.50), ('s1', 0, 'q1', 'Primeira?', 'o1a', 'Um', 1.50)");

        migrateTo("12");

        assertThat(select(url, "select answers::text from submissions where id = 's1'")).isEqualTo("["
                + "{\"points\": 1.50, \"optionId\": \"o1a\", \"optionText\": \"Um\", \"questionId\": \"q1\", \"questionText\": \"Primeira?\"}, "
                + "{\"points\": 1.50, \"optionId\": \"o2b\", \"optionText\": \"Dois\", \"questionId\": \"q2\", \"questionText\": \"Segunda?\"}]");
        assertThat(select(url, "select answers::text from submissions where id = 's2'")).isEqualTo("[]");
        assertThat(select(url, "select count(*)::text from pg_tables where tablename = 'submission_answers'")).isEqualTo("0");
    }

    private void migrateTo(String version) {
        Flyway.configure().dataSource(url, user, password).locations("classpath:db/migration").target(version).load().migrate();
    }

    private void run(String on, String sql) throws SQLException {
        try (Connection connection = DriverManager.getConnection(on, user, password);
             Statement statement = connection.createStatement()) {
            statement.execute(sql);
        }
    }

    private String select(String on, String sql) throws SQLException {
        try (Connection connection = DriverManager.getConnection(on, user, password);
             Statement statement = connection.createStatement();
             ResultSet rs = statement.executeQuery(sql)) {
            rs.next();
            return rs.getString(1);
        }
    }
}

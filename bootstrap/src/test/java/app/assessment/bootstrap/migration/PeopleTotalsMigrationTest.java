package app.assessment.bootstrap.migration;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.SQLException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * V33 keeps students' and candidates' live rows counted per (table, organization, status) by
 * statement triggers. The counts start from the rows already there, and after every kind of
 * statement (several rows at once, status moves both ways, removal, hard deletes) they equal a
 * plain count of the live rows. A statement that changes no status nor liveness leaves the
 * counts' rows untouched (no write, so no lock).
 */
class PeopleTotalsMigrationTest {

    /** Every key whose count is not zero, as the triggers keep it and as counting finds it. */
    private static final String KEPT = "select coalesce(string_agg(kind || '/' || organization_id || '/' || status || '=' || people, ', '"
            + " order by kind, organization_id, status), '') from people_totals where people <> 0";
    private static final String COUNTED = "select coalesce(string_agg(k || '/' || organization_id || '/' || status || '=' || n, ', '"
            + " order by k, organization_id, status), '') from ("
            + "select 'students' k, organization_id, status, count(*) n from students where deleted_at is null group by 2, 3 union all "
            + "select 'candidates', organization_id, status, count(*) from candidates where deleted_at is null group by 2, 3) c";

    private ScratchDatabase db;

    @BeforeEach
    void createDatabase() throws SQLException {
        db = new ScratchDatabase("assessment_v33_");
    }

    @AfterEach
    void dropDatabase() throws SQLException {
        db.close();
    }

    @Test
    void totals_startFromExistingRows_andFollowEveryStatement() throws Exception {
        db.flyway().target("32").load().migrate();
        db.run("insert into organizations values ('o1', 'Um', now()), ('o2', 'Dois', now()); "
                + "insert into students (id, organization_id, name, search_name, status, created_at, updated_at, deleted_at) values "
                + "('s1', 'o1', 'A', 'a', 'ACTIVE', now(), now(), null), ('s2', 'o1', 'B', 'b', 'ACTIVE', now(), now(), null), "
                + "('s3', 'o1', 'C', 'c', 'INACTIVE', now(), now(), null), ('s4', 'o1', 'D', 'd', 'ACTIVE', now(), now(), now()), "
                + "('s5', 'o2', 'E', 'e', 'GRADUATED', now(), now(), null); "
                + "insert into candidates (id, organization_id, name, search_name, status, created_at, updated_at) values "
                + "('c1', 'o1', 'F', 'f', 'APPROVED', now(), now()), ('c2', 'o2', 'G', 'g', 'ACTIVE', now(), now())");

        db.flyway().target("33").load().migrate();
        assertThat(db.select(KEPT)).isEqualTo("candidates/o1/APPROVED=1, candidates/o2/ACTIVE=1, "
                + "students/o1/ACTIVE=2, students/o1/INACTIVE=1, students/o2/GRADUATED=1");

        // One statement inserting into two organizations and two statuses, one row already removed.
        db.run("insert into students (id, organization_id, name, search_name, status, created_at, updated_at, deleted_at) values "
                + "('s6', 'o1', 'H', 'h', 'ACTIVE', now(), now(), null), ('s7', 'o2', 'I', 'i', 'ACTIVE', now(), now(), null), "
                + "('s8', 'o2', 'J', 'j', 'ACTIVE', now(), now(), null), ('s9', 'o2', 'K', 'k', 'SUSPENDED', now(), now(), now())");
        assertThat(db.select(KEPT)).isEqualTo(db.select(COUNTED)).contains("students/o2/ACTIVE=2");

        // Statuses swapped both ways in one statement: the keys net to what counting finds.
        db.run("update students set status = case status when 'ACTIVE' then 'INACTIVE' else 'ACTIVE' end "
                + "where id in ('s1', 's3', 's6')");
        assertThat(db.select(KEPT)).isEqualTo(db.select(COUNTED)).contains("students/o1/ACTIVE=2", "students/o1/INACTIVE=2");

        db.run("update students set deleted_at = now() where id in ('s1', 's7'); update students set deleted_at = null where id = 's4'; "
                + "update candidates set status = 'REJECTED' where id = 'c2'; delete from students where id in ('s2', 's9'); "
                + "delete from candidates where id = 'c1'");
        assertThat(db.select(KEPT)).isEqualTo(db.select(COUNTED)).contains("candidates/o2/REJECTED=1").doesNotContain("APPROVED");

        String versions = db.select("select string_agg(xmin::text, ',' order by kind, organization_id, status) from people_totals");
        db.run("update students set name = 'Renamed', search_name = 'renamed', updated_at = now(); "
                + "update candidates set phone = '11999990000'");
        assertThat(db.select("select string_agg(xmin::text, ',' order by kind, organization_id, status) from people_totals"))
                .isEqualTo(versions);
    }
}

package app.assessment.adapters.persistence.form;

import app.assessment.adapters.persistence.attempt.AttemptSettingsJson;
import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.adapters.persistence.shared.SearchCondition;
import app.assessment.adapters.persistence.shared.SearchedPages;
import app.assessment.adapters.persistence.shared.ScoreRangesJson;
import app.assessment.application.port.out.form.FormPage;
import app.assessment.application.port.out.form.FormRepository.Filter;
import app.assessment.domain.form.Form;
import app.assessment.domain.form.Option;
import app.assessment.domain.form.Question;
import io.agroal.api.AgroalDataSource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The hot form reads in plain JDBC: Hibernate's query pipeline was a third of their cost, with
 * nothing to manage in return. The list runs on a pooled connection of its own, outside any
 * transaction: the page with its forms' submission counts, and the total, in one round trip
 * (bench/forms-page.sql sends the same). A single form (management reads, and test links when
 * FormSnapshots has not kept it) is one round trip: its row's version, its questions joined to
 * their options, then the form with its version again.
 */
@ApplicationScoped
class SqlFormReads {

    private static final String COLUMNS = "select f.id, f.organization_id, f.owner_id, f.title, f.description, f.category, "
            + "f.type, f.target_audience, f.is_published, f.is_template, f.score_ranges, f.attempt_settings, f.layout, f.created_at, f.deleted_at, "
            + "f.question_count from forms f ";

    private static final String QUESTIONS = "select q.id, q.text, q.position, o.id, o.text, o.points, q.type, q.spec::text, "
            + "q.feedback, o.correct, o.feedback from questions q "
            + "left join options o on o.question_id = q.id where q.form_id = ? order by q.position, o.position";

    private final AgroalDataSource dataSource;
    private final EntityManager em;
    private final ScoreRangesJson ranges;
    private final QuestionSpecJson specs;
    private final AttemptSettingsJson settings;
    private final FormLayoutJson layouts;

    SqlFormReads(AgroalDataSource dataSource, EntityManager em, ScoreRangesJson ranges, QuestionSpecJson specs,
                 AttemptSettingsJson settings, FormLayoutJson layouts) {
        this.layouts = layouts;
        this.specs = specs;
        this.settings = settings;
        this.dataSource = dataSource;
        this.em = em;
        this.ranges = ranges;
    }

    FormPage page(Filter filter, int offset, int limit) {
        StringBuilder conditions = new StringBuilder();
        List<Object> params = new ArrayList<>();
        if (filter.ownerOrTemplates() != null) {
            conditions.append(" and (f.owner_id = ? or f.is_template)");
            params.add(filter.ownerOrTemplates());
        }
        if (filter.published() != null) {
            conditions.append(" and f.is_published = ?");
            params.add(filter.published());
        }
        if (filter.template() != null) {
            conditions.append(" and f.is_template = ?");
            params.add(filter.template());
        }
        if (filter.searchPattern() != null) {
            SearchCondition.Term term = SearchCondition.on("f.search_title", filter.searchPattern());
            return searched(term.within("f.organization_id", filter.organizationId()),
                    term.walkedWithin("f.organization_id", filter.organizationId()), conditions.toString(), params, offset, limit);
        }
        params.add(0, filter.organizationId());
        // Without a title search every condition is one on form_totals' key (V13) too, so the
        // total is a sum over a few of its rows rather than a count of the organization's forms.
        String total = "select coalesce(sum(f.forms), 0) from form_totals f where f.organization_id = ?" + conditions;
        String where = "where f.organization_id = ?" + conditions + " and f.deleted_at is null";
        // The page's submission counts are computed outside the limited subquery, for its rows only
        // (V11 keeps each count on ix_submissions_form). Offset and limit are written into the text,
        // not bound: a generic plan guesses a bound limit at a tenth of the organization's forms and
        // prices a submission count for each, so PostgreSQL kept planning the statement anew on
        // every request (half its time); with the numbers in the text it reuses one plan.
        String sql = "select p.*, (select count(*) from submissions s where s.form_id = p.id) as submission_count from ("
                + COLUMNS + where + " order by f.created_at desc, f.id desc offset " + offset + " limit " + limit
                + ") p order by p.created_at desc, p.id desc; " + total;
        List<Object> all = new ArrayList<>(params);
        all.addAll(params);
        try (Connection connection = dataSource.getConnection()) {
            return Jdbc.queries(connection, sql, next -> new FormPage(next.rows(this::item), next.rows(rs -> rs.getLong(1)).get(0)),
                    all.toArray());
        } catch (SQLException e) {
            throw new IllegalStateException("Could not read the forms list", e);
        }
    }

    /**
     * A title search's page and total in one statement over its matches (SearchedPages, ADR 0033);
     * past the count's cap, the page walked in the list's order with the {@code walked} term (ADR 0048).
     */
    private FormPage searched(SearchCondition search, SearchCondition walked, String conditions, List<Object> params,
                              int offset, int limit) {
        String columns = COLUMNS.substring("select ".length(), COLUMNS.indexOf(" from "))
                + ", (select count(*) from submissions s where s.form_id = f.id) as submission_count";
        String order = "created_at desc, id desc";
        long[] total = {0};
        try (Connection connection = dataSource.getConnection()) {
            List<FormPage.Item> items = Jdbc.query(connection,
                    SearchedPages.select("forms", "f", columns, search.sql() + conditions + " and f.deleted_at is null", order,
                            offset, limit), rs -> {
                total[0] = rs.getLong("total");
                return rs.getString("id") == null ? null : item(rs);
            }, search.parametersThen(params)).stream().filter(Objects::nonNull).toList();
            if (SearchedPages.capped(total[0])) {
                items = Jdbc.query(connection, SearchedPages.walk("forms", "f", columns, "",
                        walked.sql() + conditions + " and f.deleted_at is null", order, offset, limit), this::item,
                        walked.parametersThen(params));
                return new FormPage(items, SearchedPages.shown(total[0]), true);
            }
            return new FormPage(items, total[0]);
        } catch (SQLException e) {
            throw new IllegalStateException("Could not read the forms list", e);
        }
    }

    /** The live form of the organization with its questions and options, in order. */
    Optional<Form> byId(String organizationId, String id) {
        return byIdVersioned(organizationId, id).map(Versioned::form);
    }

    /**
     * A form with the version of its row; consistent when a look at the version before the
     * questions found the one read with the row. Each statement of a round trip has a snapshot
     * of its own, and every edit rewrites the row, so an edit committing in between shows.
     */
    record Versioned(Form form, String version, boolean consistent) {
    }

    /** As {@link #byId}, with the version of what was read (FormSnapshots). */
    Optional<Versioned> byIdVersioned(String organizationId, String id) {
        String version = FormSnapshots.VERSION + " as version";
        return Jdbc.queries(em, "select " + version + " from forms f where f.id = ?; " + QUESTIONS + "; "
                        + COLUMNS.replace(" from forms f ", ", " + version + " from forms f ")
                        + "where f.id = ? and f.organization_id = ? and f.deleted_at is null",
                next -> {
                    List<String> before = next.rows(rs -> rs.getString(1));
                    List<Question> questions = questions(next.rows(QuestionRow::of));
                    return next.rows(rs -> {
                        String read = rs.getString("version");
                        return new Versioned(form(rs, questions), read, before.contains(read));
                    }).stream().findFirst();
                }, id, id, id, organizationId);
    }

    private FormPage.Item item(ResultSet rs) throws SQLException {
        return new FormPage.Item(form(rs, List.of()), rs.getInt("question_count"), rs.getInt("submission_count"));
    }

    private Form form(ResultSet rs, List<Question> questions) throws SQLException {
        return new Form(rs.getString("id"), rs.getString("organization_id"), rs.getString("owner_id"),
                rs.getString("title"), rs.getString("description"), rs.getString("category"), rs.getString("type"),
                rs.getString("target_audience"), rs.getBoolean("is_published"), rs.getBoolean("is_template"),
                ranges.read(rs.getString("score_ranges")), questions, Jdbc.instant(rs, "created_at"),
                Jdbc.instant(rs, "deleted_at"), settings.read(rs.getString("attempt_settings")),
                layouts.read(rs.getString("layout")));
    }

    /** A question with one of its options (none when it has no options), as the join returns them. */
    private record QuestionRow(String id, String text, int position, String optionId, String optionText, BigDecimal points,
                               String type, String spec, String feedback, boolean correct, String optionFeedback) {
        static QuestionRow of(ResultSet rs) throws SQLException {
            return new QuestionRow(rs.getString(1), rs.getString(2), rs.getInt(3), rs.getString(4), rs.getString(5),
                    rs.getBigDecimal(6), rs.getString(7), rs.getString(8), rs.getString(9), rs.getBoolean(10),
                    rs.getString(11));
        }
    }

    private List<Question> questions(List<QuestionRow> rows) {
        Map<String, List<Option>> options = new LinkedHashMap<>();
        Map<String, QuestionRow> firstRows = new LinkedHashMap<>();
        for (QuestionRow row : rows) {
            firstRows.putIfAbsent(row.id(), row);
            List<Option> list = options.computeIfAbsent(row.id(), k -> new ArrayList<>());
            if (row.optionId() != null) {
                list.add(new Option(row.optionId(), row.optionText(), row.points(), row.correct(), row.optionFeedback()));
            }
        }
        List<Question> questions = new ArrayList<>(firstRows.size());
        firstRows.forEach((id, row) -> questions.add(new Question(id, row.text(), row.position(), options.get(id),
                specs.read(row.type(), row.spec()), row.feedback())));
        return questions;
    }
}

package app.assessment.adapters.persistence.form;

import app.assessment.adapters.persistence.shared.Jdbc;
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
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The hot form reads in plain JDBC: Hibernate's query pipeline was a third of their cost, with
 * nothing to manage in return. The list runs on a pooled connection of its own, outside any
 * transaction: the page and its total travel together in one round trip, the page's submission
 * counts in a second (bench/forms-page.sql mirrors the first). A single form (every test link
 * and submit reads one) is one round trip: the form, then its questions joined to their options.
 */
@ApplicationScoped
class SqlFormReads {

    private static final String COLUMNS = "select f.id, f.organization_id, f.owner_id, f.title, f.description, f.category, "
            + "f.type, f.target_audience, f.is_published, f.is_template, f.score_ranges, f.created_at, f.deleted_at, "
            + "f.question_count from forms f ";

    private static final String QUESTIONS = "select q.id, q.text, q.position, o.id, o.text, o.points from questions q "
            + "left join options o on o.question_id = q.id where q.form_id = ? order by q.position, o.position";

    private final AgroalDataSource dataSource;
    private final EntityManager em;
    private final FormMapper mapper;

    SqlFormReads(AgroalDataSource dataSource, EntityManager em, FormMapper mapper) {
        this.dataSource = dataSource;
        this.em = em;
        this.mapper = mapper;
    }

    FormPage page(Filter filter, int offset, int limit) {
        StringBuilder where = new StringBuilder("where f.organization_id = ? and f.deleted_at is null");
        List<Object> params = new ArrayList<>();
        params.add(filter.organizationId());
        if (filter.ownerOrTemplates() != null) {
            where.append(" and (f.owner_id = ? or f.is_template)");
            params.add(filter.ownerOrTemplates());
        }
        if (filter.searchPattern() != null) {
            where.append(" and f.search_title like ? escape '\\'");
            params.add(filter.searchPattern());
        }
        if (filter.published() != null) {
            where.append(" and f.is_published = ?");
            params.add(filter.published());
        }
        if (filter.template() != null) {
            where.append(" and f.is_template = ?");
            params.add(filter.template());
        }
        // count(*), not count(f.id): only the former is answered from ix_forms_live_by_org alone (V7).
        String sql = COLUMNS + where + " order by f.created_at desc, f.id desc offset ? limit ?; select count(*) from forms f " + where;
        List<Object> all = new ArrayList<>(params);
        all.add(offset);
        all.add(limit);
        all.addAll(params);
        try (Connection connection = dataSource.getConnection()) {
            record Head(List<FormRow> rows, long total) {
            }
            Head head = Jdbc.queries(connection, sql, next -> new Head(next.rows(this::formRow), next.rows(rs -> rs.getLong(1)).get(0)),
                    all.toArray());
            Map<String, Integer> submissions = submissionCounts(connection, head.rows().stream().map(r -> r.form().id()).toList());
            return new FormPage(head.rows().stream().map(r -> new FormPage.Item(r.form(), r.questionCount(),
                    submissions.getOrDefault(r.form().id(), 0))).toList(), head.total());
        } catch (SQLException e) {
            throw new IllegalStateException("Could not read the forms list", e);
        }
    }

    /** The live form of the organization with its questions and options, in order. */
    Optional<Form> byId(String organizationId, String id) {
        return Jdbc.queries(em, QUESTIONS + "; " + COLUMNS + "where f.id = ? and f.organization_id = ? and f.deleted_at is null",
                next -> {
                    List<Question> questions = questions(next.rows(QuestionRow::of));
                    return next.rows(rs -> formRow(rs, questions).form()).stream().findFirst();
                }, id, id, organizationId);
    }

    private record FormRow(Form form, int questionCount) {
    }

    private FormRow formRow(ResultSet rs) throws SQLException {
        return formRow(rs, List.of());
    }

    private FormRow formRow(ResultSet rs, List<Question> questions) throws SQLException {
        return new FormRow(new Form(rs.getString("id"), rs.getString("organization_id"), rs.getString("owner_id"),
                rs.getString("title"), rs.getString("description"), rs.getString("category"), rs.getString("type"),
                rs.getString("target_audience"), rs.getBoolean("is_published"), rs.getBoolean("is_template"),
                mapper.scoreRanges(rs.getString("score_ranges")), questions, Jdbc.instant(rs, "created_at"),
                Jdbc.instant(rs, "deleted_at")), rs.getInt("question_count"));
    }

    /** A question with one of its options (none when it has no options), as the join returns them. */
    private record QuestionRow(String id, String text, int position, String optionId, String optionText, BigDecimal points) {
        static QuestionRow of(ResultSet rs) throws SQLException {
            return new QuestionRow(rs.getString(1), rs.getString(2), rs.getInt(3), rs.getString(4), rs.getString(5),
                    rs.getBigDecimal(6));
        }
    }

    private static List<Question> questions(List<QuestionRow> rows) {
        Map<String, List<Option>> options = new LinkedHashMap<>();
        Map<String, QuestionRow> firstRows = new LinkedHashMap<>();
        for (QuestionRow row : rows) {
            firstRows.putIfAbsent(row.id(), row);
            List<Option> list = options.computeIfAbsent(row.id(), k -> new ArrayList<>());
            if (row.optionId() != null) {
                list.add(new Option(row.optionId(), row.optionText(), row.points()));
            }
        }
        List<Question> questions = new ArrayList<>(firstRows.size());
        firstRows.forEach((id, row) -> questions.add(new Question(id, row.text(), row.position(), options.get(id))));
        return questions;
    }

    /**
     * One grouped query for the page, instead of a counter every submit would lock. The ids are
     * parameters of an IN list, each planned with its value (a custom plan), so ix_submissions_form
     * is used even when one form holds most submissions: a subquery correlated to the page's rows
     * was planned from the average per form, as a sequential scan per row.
     */
    private static Map<String, Integer> submissionCounts(Connection connection, List<String> formIds) throws SQLException {
        if (formIds.isEmpty()) {
            return Map.of();
        }
        String sql = "select form_id, count(*) from submissions where form_id in ("
                + String.join(", ", Collections.nCopies(formIds.size(), "?")) + ") group by form_id";
        Map<String, Integer> counts = new HashMap<>();
        try (PreparedStatement statement = Jdbc.prepared(connection, sql, formIds.toArray());
             ResultSet rs = statement.executeQuery()) {
            while (rs.next()) {
                counts.put(rs.getString(1), rs.getInt(2));
            }
        }
        return counts;
    }
}

package app.assessment.adapters.persistence.form;

import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.application.port.out.form.FormPage;
import app.assessment.application.port.out.form.FormRepository.Filter;
import app.assessment.domain.form.Form;
import io.agroal.api.AgroalDataSource;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The forms list in plain JDBC on one pooled connection, outside any transaction: the page and
 * its total travel together in one round trip, the page's submission counts in a second. The
 * list is the hottest read of the back office, and Hibernate's query pipeline was a third of its
 * cost with nothing to manage in return (bench/forms-page.sql mirrors the first round trip).
 */
@ApplicationScoped
class SqlFormPage {

    private static final String COLUMNS = "select f.id, f.organization_id, f.owner_id, f.title, f.description, f.category, "
            + "f.type, f.target_audience, f.is_published, f.is_template, f.score_ranges, f.created_at, f.deleted_at, "
            + "f.question_count from forms f ";

    private final AgroalDataSource dataSource;
    private final FormMapper mapper;

    SqlFormPage(AgroalDataSource dataSource, FormMapper mapper) {
        this.dataSource = dataSource;
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
            List<Form> forms = new ArrayList<>();
            List<Integer> questionCounts = new ArrayList<>();
            long total;
            try (PreparedStatement statement = Jdbc.prepared(connection, sql, all.toArray())) {
                statement.execute();
                try (ResultSet rs = statement.getResultSet()) {
                    while (rs.next()) {
                        forms.add(form(rs));
                        questionCounts.add(rs.getInt("question_count"));
                    }
                }
                statement.getMoreResults();
                try (ResultSet rs = statement.getResultSet()) {
                    rs.next();
                    total = rs.getLong(1);
                }
            }
            Map<String, Integer> submissions = submissionCounts(connection, forms.stream().map(Form::id).toList());
            List<FormPage.Item> items = new ArrayList<>(forms.size());
            for (int i = 0; i < forms.size(); i++) {
                items.add(new FormPage.Item(forms.get(i), questionCounts.get(i), submissions.getOrDefault(forms.get(i).id(), 0)));
            }
            return new FormPage(items, total);
        } catch (SQLException e) {
            throw new IllegalStateException("Could not read the forms list", e);
        }
    }

    private Form form(ResultSet rs) throws SQLException {
        return new Form(rs.getString("id"), rs.getString("organization_id"), rs.getString("owner_id"), rs.getString("title"),
                rs.getString("description"), rs.getString("category"), rs.getString("type"), rs.getString("target_audience"),
                rs.getBoolean("is_published"), rs.getBoolean("is_template"), mapper.scoreRanges(rs.getString("score_ranges")),
                List.of(), Jdbc.instant(rs, "created_at"), Jdbc.instant(rs, "deleted_at"));
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

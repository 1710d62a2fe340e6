package app.assessment.adapters.persistence.submission;

import static app.assessment.adapters.persistence.submission.SubmissionRows.LISTED;
import static app.assessment.adapters.persistence.submission.SubmissionRows.ROW_COLUMNS;

import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.adapters.persistence.shared.ScoreRangesJson;
import app.assessment.adapters.persistence.shared.SearchCondition;
import app.assessment.adapters.persistence.shared.SearchedPages;
import app.assessment.application.port.out.submission.SubmissionRepository.Filter;
import app.assessment.application.port.out.submission.SubmissionRepository.Page;
import app.assessment.domain.submission.Submission;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/** The submissions list: one table, never the answers, the page and its total in as few round trips as it can. */
final class SubmissionPages {

    /** Kept by a trigger on submissions (V8), so the unfiltered total never counts rows. */
    private static final String ORGANIZATION_TOTAL_SQL =
            "select coalesce(sum(submissions), 0) from submission_totals where organization_id = ?";

    /**
     * The assigning user's current name, read with the page: a primary-key join per listed row
     * costs less than the separate round trip that read the names after the page.
     */
    private static final String ASSIGNER = "u.name as assigned_by_name";
    private static final String ASSIGNER_JOIN = "left join users u on u.id = r.assigned_by_id";

    /**
     * The organization's total as a column of the unfiltered page: PostgreSQL reads it once (an
     * InitPlan) and the page and its total cost one round trip instead of two. Its parameter comes
     * first. A page past the end has no row to carry it and reads it apart.
     */
    private static final String ORGANIZATION_TOTAL = "(" + ORGANIZATION_TOTAL_SQL + ") as organization_total";

    private static final String SEARCH_ORDER = "completed_at desc, id desc";

    private final ScoreRangesJson ranges;

    SubmissionPages(ScoreRangesJson ranges) {
        this.ranges = ranges;
    }

    Page page(Connection connection, Filter filter, int offset, int limit) throws SQLException {
        List<Object> params = new ArrayList<>();
        String where = where(filter, params, false);
        if (filter.searchPattern() != null) {
            return searched(connection, filter, where, params, offset, limit);
        }
        boolean unfiltered = unfiltered(filter);
        List<Object> paged = new ArrayList<>();
        if (unfiltered) {
            paged.add(filter.organizationId());
        }
        paged.addAll(params);
        paged.add(offset);
        paged.add(limit);
        Map<String, String> names = new HashMap<>();
        long[] organizationTotal = {0};
        List<Submission> items = Jdbc.query(connection, "select " + LISTED + ", " + ASSIGNER
                + (unfiltered ? ", " + ORGANIZATION_TOTAL : "") + " from submissions r " + ASSIGNER_JOIN + " where " + where
                + " order by r.completed_at desc, r.id desc offset ? limit ?", rs -> {
                    if (unfiltered) {
                        organizationTotal[0] = rs.getLong(ROW_COLUMNS + 2);
                    }
                    return listed(rs, 1, names);
                }, paged.toArray());
        boolean lastPage = items.size() < limit && (offset == 0 || !items.isEmpty());
        if (lastPage) {
            return new Page(items, names, offset + items.size());
        }
        if (unfiltered) {
            return new Page(items, names, items.isEmpty() ? organizationTotal(connection, filter.organizationId()) : organizationTotal[0]);
        }
        return new Page(items, names, Jdbc.query(connection, "select count(*) from submissions r where " + where,
                rs -> rs.getLong(1), params.toArray()).get(0));
    }

    /**
     * The list's conditions over {@code submissions r}, their values added to {@code params}; a
     * search's term as a filter of the list's ordered walk when {@code walked}.
     */
    private static String where(Filter filter, List<Object> params, boolean walked) {
        StringBuilder where = new StringBuilder();
        if (filter.searchPattern() == null) {
            where.append("r.organization_id = ?");
            params.add(filter.organizationId());
        } else {
            SearchCondition.Term term = SearchCondition.on("r.search_text", filter.searchPattern());
            SearchCondition search = walked ? term.walkedWithin("r.organization_id", filter.organizationId())
                    : term.within("r.organization_id", filter.organizationId());
            where.append(search.sql());
            params.addAll(search.parameters());
        }
        if (filter.visibleTo() != null) {
            where.append(" and (r.assigned_by_id = ? or r.form_id in (select f.id from forms f where f.owner_id = ?))");
            params.add(filter.visibleTo());
            params.add(filter.visibleTo());
        }
        if (filter.formId() != null) {
            where.append(" and r.form_id = ?");
            params.add(filter.formId());
        }
        if (filter.studentId() != null) {
            where.append(" and (r.student_id = ? or r.candidate_id = ?)");
            params.add(filter.studentId());
            params.add(filter.studentId());
        }
        if (filter.from() != null) {
            where.append(" and r.completed_at >= ?");
            params.add(filter.from());
        }
        if (filter.to() != null) {
            where.append(" and r.completed_at <= ?");
            params.add(filter.to());
        }
        return where.toString();
    }

    /**
     * A search's page and total in one statement over its matches (SearchedPages, ADR 0033); past
     * the count's cap, the page walked in the list's order (ADR 0048).
     */
    private Page searched(Connection connection, Filter filter, String where, List<Object> params, int offset, int limit)
            throws SQLException {
        String sql = SearchedPages.select("submissions", "r", LISTED + ", " + ASSIGNER, ASSIGNER_JOIN, where,
                SEARCH_ORDER, offset, limit);
        long[] total = {0};
        Map<String, String> names = new HashMap<>();
        List<Submission> items = Jdbc.query(connection, sql, rs -> {
            total[0] = rs.getLong(1);
            return rs.getString(2) == null ? null : listed(rs, 2, names);
        }, params.toArray()).stream().filter(Objects::nonNull).toList();
        if (!SearchedPages.capped(total[0])) {
            return new Page(items, names, total[0]);
        }
        names.clear();
        List<Object> walkedParams = new ArrayList<>();
        String walked = SearchedPages.walk("submissions", "r", LISTED + ", " + ASSIGNER, ASSIGNER_JOIN,
                where(filter, walkedParams, true), SEARCH_ORDER, offset, limit);
        List<Submission> page = Jdbc.query(connection, walked, rs -> listed(rs, 1, names), walkedParams.toArray());
        return new Page(page, names, SearchedPages.shown(total[0]), true);
    }

    /**
     * A list row whose {@link SubmissionRows#LISTED} columns start at {@code at}, its assigner's name
     * right after them; that name, when the user is found, goes to {@code names}.
     */
    private Submission listed(ResultSet rs, int at, Map<String, String> names) throws SQLException {
        Submission submission = SubmissionRows.fromRow(ranges, rs, at, List.of());
        String assigner = rs.getString(at + ROW_COLUMNS);
        if (assigner != null) {
            names.put(submission.assignedById(), assigner);
        }
        return submission;
    }

    private static boolean unfiltered(Filter f) {
        return f.visibleTo() == null && f.formId() == null && f.studentId() == null && f.searchPattern() == null
                && f.from() == null && f.to() == null;
    }

    private static long organizationTotal(Connection connection, String organizationId) throws SQLException {
        return Jdbc.query(connection, ORGANIZATION_TOTAL_SQL, rs -> rs.getLong(1), organizationId).get(0);
    }
}

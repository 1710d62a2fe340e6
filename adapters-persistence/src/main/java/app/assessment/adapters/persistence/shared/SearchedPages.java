package app.assessment.adapters.persistence.shared;

import app.assessment.domain.shared.SearchTotals;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * A page of a searched list and its total, counted up to {@link SearchTotals#EXACT_UP_TO} (ADR
 * 0033, 0048). {@link #select} finds the rows that match once, through the search's index, as
 * their ids and sort keys, but no more than one past the cap: under it, the total counts them and
 * the page is the first of them in the list's order, whose full rows are then read by id. At the
 * cap those gathered are an arbitrary part of the matches, so the page is read by {@link #walk}:
 * the list's ordered index, the term as a filter, which a term that broad satisfies within a few
 * rows of each page.
 * <p>
 * Written as a separate count and an ordered, limited select, the planner chose per term: for a
 * rare term it walked the list's ordered index and filtered, reading the whole organization to
 * find twenty matches (120 ms over 100,000 submissions), and the count read every match again.
 * Here every match under the cap is needed for the total anyway, so the cheapest way to all of them
 * is the only sensible plan, whatever the term, and each match is read once; the walk only runs
 * once more than the cap are known to match.
 */
public final class SearchedPages {

    private SearchedPages() {
    }

    /** Whether a {@code total} read by {@link #select} stands for more than the cap. */
    public static boolean capped(long total) {
        return total > SearchTotals.EXACT_UP_TO;
    }

    /** The total to answer for a {@code total} read by {@link #select}. */
    public static long shown(long total) {
        return Math.min(total, SearchTotals.EXACT_UP_TO);
    }

    /**
     * @param table the listed table
     * @param alias the table's name in {@code where} and {@code columns}
     * @param columns what the page returns of each row, such as {@code r.*}; the statement's first
     *     column is {@code total}, and a page past the end is one row of nulls beside it
     * @param where the conditions of the list, search included
     * @param order the list's order, such as {@code completed_at desc, id desc}; its last key must be {@code id}
     * @param offset and limit bounded integers (PageRequest), written into the text so one plan serves every page
     */
    public static String select(String table, String alias, String columns, String where, String order, long offset, int limit) {
        return select(table, alias, columns, "", where, order, offset, limit);
    }

    /**
     * As {@link #select(String, String, String, String, String, long, int)}, with tables joined to
     * the page's rows only, such as a name read by primary key for each row shown. When its total
     * is {@link #capped}, its rows are not the page: read them with {@link #walk}.
     *
     * @param joins joins of the page's rows (for instance {@code left join users u on u.id = r.assigned_by_id});
     *     {@code columns} may name their columns
     */
    public static String select(String table, String alias, String columns, String joins, String where, String order,
                                long offset, int limit) {
        String[] terms = order.split(",\\s*");
        String keys = Arrays.stream(terms).map(t -> t.split("\\s+")[0]).collect(Collectors.joining(", "));
        String outer = Arrays.stream(terms).map(t -> "p." + t).collect(Collectors.joining(", "));
        return "with m as materialized (select " + keys + " from " + table + " " + alias + " where " + where
                + " limit " + (SearchTotals.EXACT_UP_TO + 1) + "), "
                + "p as (select " + keys + " from m order by " + order + " offset " + offset + " limit " + limit + ") "
                + "select t.total, " + columns + " from (select count(*) as total from m) t "
                + "left join (p join " + table + " " + alias + " on " + alias + ".id = p.id " + joins + ") on true order by " + outer;
    }

    /**
     * The page of a search that matches more than the cap: the list's rows in its order, the term
     * a filter ({@link SearchCondition.Term#walkedWithin}), the same columns as {@link #select}
     * after its total.
     */
    public static String walk(String table, String alias, String columns, String joins, String where, String order,
                              long offset, int limit) {
        String ordered = Arrays.stream(order.split(",\\s*")).map(t -> alias + "." + t).collect(Collectors.joining(", "));
        return "select " + columns + " from " + table + " " + alias + " " + joins + " where " + where + " order by " + ordered
                + " offset " + offset + " limit " + limit;
    }
}

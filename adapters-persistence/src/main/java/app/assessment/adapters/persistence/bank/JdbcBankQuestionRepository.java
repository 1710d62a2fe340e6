package app.assessment.adapters.persistence.bank;

import app.assessment.adapters.persistence.form.QuestionSpecJson;
import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.adapters.persistence.shared.JsonColumns;
import app.assessment.application.port.out.bank.BankQuestionRead;
import app.assessment.application.port.out.bank.BankQuestionRepository;
import app.assessment.application.port.out.bank.DrawSource;
import app.assessment.domain.bank.BankQuestionVersion;
import app.assessment.domain.form.Option;
import app.assessment.domain.form.Question;
import app.assessment.domain.form.QuestionType;
import app.assessment.domain.shared.SearchText;
import com.fasterxml.jackson.core.type.TypeReference;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import org.hibernate.Session;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Bank questions and their immutable versions in plain SQL: a version is only ever inserted, and
 * the question row points at its current one. Every read is one statement (a page two, in one round
 * trip), ordered by question id so draws see the same candidates in the same order.
 */
@ApplicationScoped
public class JdbcBankQuestionRepository implements BankQuestionRepository, DrawSource {

    private static final String SELECT = "select v.id, v.question_id, v.version, v.category_id, v.tags::text, v.type, v.text, "
            + "v.options::text, v.spec::text, v.feedback, v.created_at, q.bank_id, q.created_at from bank_questions q "
            + "join bank_question_versions v on ";
    private static final String CURRENT = SELECT + "v.id = q.current_version_id ";
    private static final String INSERT_QUESTION = "insert into bank_questions (id, bank_id, organization_id, current_version_id, "
            + "created_at, updated_at) values (?, ?, ?, ?, ?, ?)";
    private static final String INSERT_VERSION = "insert into bank_question_versions (id, question_id, version, category_id, tags, "
            + "type, text, search_text, options, spec, feedback, author_id, created_at) "
            + "values (?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?, ?)";
    /** Rows per batch of the bulk add: few round trips, bounded driver memory. */
    private static final int BATCH = 500;
    private static final TypeReference<List<Option>> OPTIONS = new TypeReference<>() { };
    private static final TypeReference<List<String>> TAGS = new TypeReference<>() { };

    private final Cache<String, BankQuestionVersion> versionCache = Caffeine.newBuilder().maximumSize(20_000).build();
    private final EntityManager em;
    private final BankReads reads;
    private final JsonColumns json;
    private final QuestionSpecJson specs;

    JdbcBankQuestionRepository(EntityManager em, BankReads reads, JsonColumns json, QuestionSpecJson specs) {
        this.em = em;
        this.reads = reads;
        this.json = json;
        this.specs = specs;
    }

    @Override
    public void add(String organizationId, String bankId, BankQuestionVersion first, String authorId, Instant at) {
        // The current-version key is deferred to the commit, so the question row can name its first version.
        Jdbc.update(em, INSERT_QUESTION, first.questionId(), bankId, organizationId, first.versionId(), at, at);
        insertVersion(first, authorId, at);
    }

    @Override
    public void addAll(String organizationId, String bankId, List<BankQuestionVersion> firsts, String authorId, Instant at) {
        OffsetDateTime when = at.atOffset(ZoneOffset.UTC);
        em.unwrap(Session.class).doWork(connection -> {
            try (PreparedStatement questions = connection.prepareStatement(INSERT_QUESTION);
                 PreparedStatement versions = connection.prepareStatement(INSERT_VERSION)) {
                for (int i = 0; i < firsts.size(); i++) {
                    BankQuestionVersion first = firsts.get(i);
                    bind(questions, first.questionId(), bankId, organizationId, first.versionId(), when, when);
                    bind(versions, versionValues(first, authorId, when));
                    if ((i + 1) % BATCH == 0 || i == firsts.size() - 1) {
                        questions.executeBatch();
                        versions.executeBatch();
                    }
                }
            }
        });
    }

    private static void bind(PreparedStatement statement, Object... values) throws SQLException {
        for (int i = 0; i < values.length; i++) {
            statement.setObject(i + 1, values[i]);
        }
        statement.addBatch();
    }

    @Override
    public void addVersion(BankQuestionVersion next, String authorId, Instant at) {
        insertVersion(next, authorId, at);
        Jdbc.update(em, "update bank_questions set current_version_id = ?, updated_at = ? where id = ?",
                next.versionId(), at, next.questionId());
    }

    private void insertVersion(BankQuestionVersion v, String authorId, Instant at) {
        Jdbc.update(em, INSERT_VERSION, versionValues(v, authorId, at));
    }

    private Object[] versionValues(BankQuestionVersion v, String authorId, Object at) {
        Question q = v.question();
        return new Object[] {v.versionId(), v.questionId(), v.version(), v.categoryId(), json.write(v.tags(), "Tags"),
                q.type().name(), q.text(), SearchText.normalize(q.text()), json.write(q.options(), "Options"),
                specs.write(q.spec()), q.feedback(), authorId, at};
    }

    @Override
    public Optional<BankQuestionRead> lockForEdit(String bankId, String questionId) {
        return Jdbc.query(em, CURRENT + "where q.bank_id = ? and q.id = ? and q.deleted_at is null for update of q", this::read,
                bankId, questionId).stream().findFirst();
    }

    @Override
    public Optional<BankQuestionRead> byId(String bankId, String questionId) {
        return reads.query(CURRENT + "where q.bank_id = ? and q.id = ? and q.deleted_at is null", this::read,
                bankId, questionId).stream().findFirst();
    }

    @Override
    public List<BankQuestionRead> versions(String bankId, String questionId) {
        return reads.query(SELECT + "v.question_id = q.id where q.bank_id = ? and q.id = ? and q.deleted_at is null "
                + "order by v.version", this::read, bankId, questionId);
    }

    @Override
    public void softDelete(String bankId, String questionId, Instant at) {
        Jdbc.update(em, "update bank_questions set deleted_at = ? where bank_id = ? and id = ? and deleted_at is null",
                at, bankId, questionId);
    }

    @Override
    public void softDeleteAll(String bankId, Instant at) {
        Jdbc.update(em, "update bank_questions set deleted_at = ? where bank_id = ? and deleted_at is null", at, bankId);
    }

    @Override
    public boolean anyInCategories(String bankId, Collection<String> categoryIds) {
        return !reads.query("select 1 from bank_questions q join bank_question_versions v on v.id = q.current_version_id "
                        + "where q.bank_id = ? and q.deleted_at is null and v.category_id = any (?) limit 1", rs -> 1,
                bankId, categoryIds.toArray(String[]::new)).isEmpty();
    }

    @Override
    public Page page(Filter filter, int offset, int limit) {
        StringBuilder where = new StringBuilder("where q.bank_id = ? and q.deleted_at is null");
        List<Object> params = new ArrayList<>(List.of(filter.bankId()));
        if (filter.categoryIds() != null) {
            where.append(" and v.category_id = any (?)");
            params.add(filter.categoryIds().toArray(String[]::new));
        }
        if (!filter.tags().isEmpty()) {
            where.append(" and v.tags @> ?::jsonb");
            params.add(json.write(filter.tags(), "Tags"));
        }
        if (filter.type() != null) {
            where.append(" and v.type = ?");
            params.add(filter.type().name());
        }
        if (filter.searchPattern() != null) {
            where.append(" and v.search_text like ?");
            params.add(filter.searchPattern());
        }
        List<Object> both = new ArrayList<>(params);
        both.addAll(params);
        return reads.queries(CURRENT + where + " order by q.id limit " + limit + " offset " + offset + "; "
                        + "select count(*) from bank_questions q join bank_question_versions v on v.id = q.current_version_id " + where,
                next -> new Page(next.rows(this::read), next.rows(rs -> rs.getLong(1)).get(0)), both.toArray());
    }

    @Override
    public List<BankQuestionVersion> candidates(String organizationId, String bankId, String categoryId,
                                                boolean includeSubcategories, List<String> tags) {
        String sql;
        List<Object> params = new ArrayList<>();
        if (categoryId != null && includeSubcategories) {
            sql = "with recursive subtree (id) as (select id from bank_categories where id = ? and bank_id = ? "
                    + "union all select c.id from bank_categories c join subtree s on c.parent_id = s.id) " + CURRENT;
            params.add(categoryId);
            params.add(bankId);
        } else {
            sql = CURRENT;
        }
        sql += "join question_banks b on b.id = q.bank_id where b.organization_id = ? and b.id = ? and b.deleted_at is null "
                + "and q.deleted_at is null and v.tags @> ?::jsonb";
        params.add(organizationId);
        params.add(bankId);
        params.add(json.write(tags == null ? List.of() : tags, "Tags"));
        if (categoryId != null) {
            sql += includeSubcategories ? " and v.category_id in (select id from subtree)" : " and v.category_id = ?";
            if (!includeSubcategories) {
                params.add(categoryId);
            }
        }
        return reads.query(sql + " order by q.id", this::read, params.toArray()).stream()
                .map(BankQuestionRead::version).toList();
    }

    @Override
    public List<BankQuestionVersion> versions(List<String> versionIds) {
        if (versionIds.isEmpty()) {
            return List.of();
        }
        // A version is never changed (ADR 0052), so a cached one is the stored one: every open of a drawn form reads its versions.
        Map<String, BankQuestionVersion> found = new HashMap<>(versionCache.getAllPresent(versionIds));
        List<String> missing = versionIds.stream().filter(id -> !found.containsKey(id)).toList();
        if (!missing.isEmpty()) {
            reads.query(SELECT + "v.question_id = q.id where v.id = any (?)", this::read, (Object) missing.toArray(String[]::new))
                    .stream().map(BankQuestionRead::version).forEach(v -> {
                        found.put(v.versionId(), v);
                        versionCache.put(v.versionId(), v);
                    });
        }
        return versionIds.stream().filter(found::containsKey).map(found::get).toList();
    }

    private BankQuestionRead read(ResultSet rs) throws SQLException {
        String type = rs.getString(6);
        Question question = new Question(rs.getString(2), rs.getString(7), 0,
                json.read(rs.getString(8), OPTIONS, "bank question options"),
                specs.read(QuestionType.SINGLE_CHOICE.name().equals(type) ? null : type, rs.getString(9)), rs.getString(10));
        BankQuestionVersion version = new BankQuestionVersion(rs.getString(1), rs.getString(2), rs.getInt(3), rs.getString(4),
                json.read(rs.getString(5), TAGS, "bank question tags"), question);
        return new BankQuestionRead(rs.getString(12), version, Jdbc.instant(rs, 13), Jdbc.instant(rs, 11));
    }
}

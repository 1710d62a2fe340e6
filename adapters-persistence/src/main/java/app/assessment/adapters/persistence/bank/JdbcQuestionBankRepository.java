package app.assessment.adapters.persistence.bank;

import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.application.port.out.bank.QuestionBankRepository;
import app.assessment.domain.bank.BankCategory;
import app.assessment.domain.bank.QuestionBank;
import app.assessment.domain.shared.SearchText;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Banks and their category trees in plain SQL on the transaction's connection. A bank read is one
 * round trip (the bank, then its live categories in tree order); a page is two statements in one.
 */
@ApplicationScoped
public class JdbcQuestionBankRepository implements QuestionBankRepository {

    private static final String BANK = "select id, organization_id, owner_id, name, description, created_at, updated_at "
            + "from question_banks where organization_id = ? and id = ? and deleted_at is null";
    private static final String CATEGORIES = "select c.bank_id, c.id, c.name, c.parent_id from bank_categories c "
            + "where c.removed_at is null and c.bank_id = ";

    private final EntityManager em;
    private final BankReads reads;

    JdbcQuestionBankRepository(EntityManager em, BankReads reads) {
        this.em = em;
        this.reads = reads;
    }

    @Override
    public void add(QuestionBank bank) {
        Jdbc.update(em, "insert into question_banks (id, organization_id, owner_id, name, search_name, description, created_at) "
                        + "values (?, ?, ?, ?, ?, ?, ?)", bank.id(), bank.organizationId(), bank.ownerId(), bank.name(),
                SearchText.normalize(bank.name()), bank.description(), bank.createdAt());
        writeCategories(bank);
    }

    @Override
    public void update(QuestionBank bank) {
        Jdbc.update(em, "update question_banks set name = ?, search_name = ?, description = ?, updated_at = ? where id = ?",
                bank.name(), SearchText.normalize(bank.name()), bank.description(), bank.updatedAt(), bank.id());
        List<String> kept = bank.categories().stream().map(BankCategory::id).toList();
        Jdbc.update(em, "update bank_categories set removed_at = ? where bank_id = ? and removed_at is null "
                + "and not (id = any (?))", Objects.requireNonNull(bank.updatedAt(), "updatedAt"), bank.id(),
                kept.toArray(String[]::new));
        writeCategories(bank);
    }

    /** Inserts new categories and moves or renames kept ones; parents come first, so every parent exists when named. */
    private void writeCategories(QuestionBank bank) {
        List<BankCategory> categories = bank.categories();
        for (int i = 0; i < categories.size(); i++) {
            BankCategory c = categories.get(i);
            Jdbc.update(em, "insert into bank_categories (id, bank_id, parent_id, name, position) values (?, ?, ?, ?, ?) "
                    + "on conflict (id) do update set parent_id = excluded.parent_id, name = excluded.name, "
                    + "position = excluded.position where bank_categories.bank_id = excluded.bank_id",
                    c.id(), bank.id(), c.parentId(), c.name(), i);
        }
    }

    @Override
    public Optional<QuestionBank> lockForEdit(String organizationId, String id) {
        return Jdbc.queries(em, BANK + " for update; " + CATEGORIES + "? order by c.position", this::bank, organizationId, id, id);
    }

    @Override
    public Optional<QuestionBank> byId(String organizationId, String id) {
        return reads.queries(BANK + "; " + CATEGORIES + "? order by c.position", this::bank, organizationId, id, id);
    }

    private Optional<QuestionBank> bank(Jdbc.Next next) throws SQLException {
        List<Row> banks = next.rows(JdbcQuestionBankRepository::row);
        List<Category> categories = next.rows(JdbcQuestionBankRepository::category);
        return banks.stream().findFirst().map(b -> b.bank(categories.stream().map(Category::category).toList()));
    }

    @Override
    public void softDelete(String organizationId, String id, Instant at) {
        Jdbc.update(em, "update question_banks set deleted_at = ? where organization_id = ? and id = ? and deleted_at is null",
                at, organizationId, id);
    }

    @Override
    public Page page(String organizationId, String searchPattern, int offset, int limit) {
        String where = " from question_banks where organization_id = ? and deleted_at is null"
                + (searchPattern == null ? "" : " and search_name like ?");
        Object[] params = searchPattern == null ? new Object[] {organizationId} : new Object[] {organizationId, searchPattern};
        String ids = "select id" + where + " order by created_at desc, id desc limit " + limit + " offset " + offset;
        return reads.queries("select id, organization_id, owner_id, name, description, created_at, updated_at" + where
                + " order by created_at desc, id desc limit " + limit + " offset " + offset + "; "
                + "select c.bank_id, c.id, c.name, c.parent_id from bank_categories c where c.removed_at is null and c.bank_id in ("
                + ids + ") order by c.position; select count(*)" + where, next -> {
                    List<Row> rows = next.rows(JdbcQuestionBankRepository::row);
                    Map<String, List<BankCategory>> byBank = new LinkedHashMap<>();
                    for (Category c : next.rows(JdbcQuestionBankRepository::category)) {
                        byBank.computeIfAbsent(c.bankId(), k -> new ArrayList<>()).add(c.category());
                    }
                    long total = next.rows(rs -> rs.getLong(1)).get(0);
                    return new Page(rows.stream().map(r -> r.bank(byBank.getOrDefault(r.id(), List.of()))).toList(), total);
                }, thrice(params));
    }

    /** The three statements of a page each filter by the same parameters. */
    private static Object[] thrice(Object[] params) {
        Object[] all = new Object[params.length * 3];
        for (int k = 0; k < 3; k++) {
            System.arraycopy(params, 0, all, k * params.length, params.length);
        }
        return all;
    }

    private static Row row(ResultSet rs) throws SQLException {
        return new Row(rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4), rs.getString(5),
                Jdbc.instant(rs, 6), Jdbc.instant(rs, 7));
    }

    private static Category category(ResultSet rs) throws SQLException {
        return new Category(rs.getString(1), new BankCategory(rs.getString(2), rs.getString(3), rs.getString(4)));
    }

    private record Row(String id, String organizationId, String ownerId, String name, String description, Instant createdAt,
                       Instant updatedAt) {
        QuestionBank bank(List<BankCategory> categories) {
            return new QuestionBank(id, organizationId, ownerId, name, description, categories, createdAt, updatedAt);
        }
    }

    private record Category(String bankId, BankCategory category) {
    }
}

package app.assessment.adapters.persistence.form;

import app.assessment.application.port.out.form.FormPage;
import app.assessment.application.port.out.form.FormRepository;
import app.assessment.domain.form.Form;
import app.assessment.domain.form.Option;
import app.assessment.domain.form.Question;
import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Forms with their questions and options. A list page is two round trips ({@link SqlFormPage})
 * and a single form two statements (the form, then its questions joined to their options),
 * whatever their size.
 */
@ApplicationScoped
public class PanacheFormRepository implements FormRepository, PanacheRepositoryBase<FormEntity, String> {

    /**
     * A form's own columns, projected straight into records for reads: nothing enters the
     * persistence context, so nothing is dirty-checked when the transaction ends.
     */
    private static final String COLUMNS = "select f.id, f.organizationId, f.ownerId, f.title, f.description, f.category, f.type, "
            + "f.targetAudience, f.published, f.template, f.scoreRanges, f.createdAt, f.deletedAt, f.questionCount "
            + "from FormEntity f ";

    private final FormMapper mapper;
    private final SqlFormPage list;

    public PanacheFormRepository(FormMapper mapper, SqlFormPage list) {
        this.mapper = mapper;
        this.list = list;
    }

    @Override
    public void add(Form form) {
        FormEntity entity = new FormEntity();
        mapper.copy(form, entity, Instant.now());
        persist(entity);
        writeQuestions(form, Map.of(), Map.of());
    }

    @Override
    public void replace(Form form) {
        FormEntity entity = findById(form.id());
        mapper.copy(form, entity, Instant.now());
        Map<String, QuestionEntity> questions = new LinkedHashMap<>();
        getEntityManager().createQuery("from QuestionEntity where formId = :form", QuestionEntity.class)
                .setParameter("form", form.id()).getResultList().forEach(q -> questions.put(q.id, q));
        Map<String, OptionEntity> options = new LinkedHashMap<>();
        getEntityManager().createQuery("from OptionEntity where formId = :form", OptionEntity.class)
                .setParameter("form", form.id()).getResultList().forEach(o -> options.put(o.id, o));
        Set<String> keptQuestions = new HashSet<>();
        Set<String> keptOptions = new HashSet<>();
        form.questions().forEach(q -> {
            keptQuestions.add(q.id());
            q.options().forEach(o -> keptOptions.add(o.id()));
        });
        options.values().stream().filter(o -> !keptOptions.contains(o.id)).forEach(getEntityManager()::remove);
        questions.values().stream().filter(q -> !keptQuestions.contains(q.id)).forEach(getEntityManager()::remove);
        // Removals first: a kept option may move to a question whose old option of the same position goes away.
        getEntityManager().flush();
        writeQuestions(form, questions, options);
    }

    private void writeQuestions(Form form, Map<String, QuestionEntity> questions, Map<String, OptionEntity> options) {
        for (int qi = 0; qi < form.questions().size(); qi++) {
            Question question = form.questions().get(qi);
            QuestionEntity q = questions.get(question.id());
            boolean isNew = q == null;
            if (isNew) {
                q = new QuestionEntity();
                q.id = question.id();
                q.formId = form.id();
            }
            q.text = question.text();
            q.position = qi;
            if (isNew) {
                getEntityManager().persist(q);
            }
            for (int oi = 0; oi < question.options().size(); oi++) {
                Option option = question.options().get(oi);
                OptionEntity o = options.get(option.id());
                boolean newOption = o == null;
                if (newOption) {
                    o = new OptionEntity();
                    o.id = option.id();
                    o.formId = form.id();
                }
                o.questionId = question.id();
                o.text = option.text();
                o.points = option.points();
                o.position = oi;
                if (newOption) {
                    getEntityManager().persist(o);
                }
            }
        }
    }

    @Override
    public Optional<Form> byId(String organizationId, String id) {
        return getEntityManager()
                .createQuery(COLUMNS + "where f.id = :id and f.organizationId = :org and f.deletedAt is null", Object[].class)
                .setParameter("id", id)
                .setParameter("org", organizationId)
                .getResultStream()
                .findFirst()
                .map(r -> form(r, questionsOf(id)));
    }

    @Override
    public FormIds idsOf(String formId) {
        List<Object[]> rows = getEntityManager().createQuery(
                        "select q.id, o.id from QuestionEntity q left join OptionEntity o on o.questionId = q.id where q.formId = :form",
                        Object[].class)
                .setParameter("form", formId).getResultList();
        Set<String> questionIds = new HashSet<>();
        Set<String> optionIds = new HashSet<>();
        rows.forEach(r -> {
            questionIds.add((String) r[0]);
            if (r[1] != null) {
                optionIds.add((String) r[1]);
            }
        });
        return new FormIds(questionIds, optionIds);
    }

    @Override
    public void softDelete(String formId, Instant at) {
        update("deletedAt = ?1, updatedAt = ?1 where id = ?2 and deletedAt is null", at, formId);
    }

    @Override
    public FormPage page(Filter filter, int offset, int limit) {
        return list.page(filter, offset, limit);
    }

    private Form form(Object[] r, List<Question> questions) {
        return new Form((String) r[0], (String) r[1], (String) r[2], (String) r[3], (String) r[4], (String) r[5],
                (String) r[6], (String) r[7], (Boolean) r[8], (Boolean) r[9], mapper.scoreRanges((String) r[10]), questions,
                (Instant) r[11], (Instant) r[12]);
    }

    @Override
    public Map<String, String> titlesOf(Collection<String> formIds) {
        if (formIds.isEmpty()) {
            return Map.of();
        }
        Map<String, String> titles = new HashMap<>();
        getEntityManager().createQuery("select f.id, f.title from FormEntity f where f.id in :ids", Object[].class)
                .setParameter("ids", formIds).getResultList().forEach(r -> titles.put((String) r[0], (String) r[1]));
        return titles;
    }

    private List<Question> questionsOf(String formId) {
        List<Object[]> rows = getEntityManager().createQuery(
                        "select q.id, q.text, q.position, o.id, o.text, o.points from QuestionEntity q "
                                + "left join OptionEntity o on o.questionId = q.id where q.formId = :form order by q.position, o.position",
                        Object[].class)
                .setParameter("form", formId).getResultList();
        Map<String, List<Option>> options = new LinkedHashMap<>();
        Map<String, Object[]> questionRows = new LinkedHashMap<>();
        for (Object[] row : rows) {
            String questionId = (String) row[0];
            questionRows.putIfAbsent(questionId, row);
            List<Option> list = options.computeIfAbsent(questionId, k -> new ArrayList<>());
            if (row[3] != null) {
                list.add(new Option((String) row[3], (String) row[4], (java.math.BigDecimal) row[5]));
            }
        }
        List<Question> questions = new ArrayList<>();
        questionRows.forEach((id, row) -> questions.add(new Question(id, (String) row[1], (Integer) row[2], options.get(id))));
        return questions;
    }
}

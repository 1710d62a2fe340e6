package app.assessment.adapters.persistence.form;

import app.assessment.adapters.persistence.attempt.AttemptSettingsJson;
import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.adapters.persistence.shared.ScoreRangesJson;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.form.FormPage;
import app.assessment.application.port.out.form.FormRepository;
import app.assessment.domain.form.Form;
import app.assessment.domain.form.Option;
import app.assessment.domain.form.Question;
import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Forms with their questions and options. Writes go through entities; the hot reads (a list
 * page and a single form, one round trip each) are plain SQL in {@link SqlFormReads}.
 */
@ApplicationScoped
public class PanacheFormRepository implements FormRepository, PanacheRepositoryBase<FormEntity, String> {

    private final ScoreRangesJson ranges;
    private final SqlFormReads reads;
    private final FormSnapshots snapshots;
    private final Clock clock;
    private final QuestionSpecJson specs;
    private final AttemptSettingsJson settings;
    private final FormLayoutJson layouts;

    public PanacheFormRepository(ScoreRangesJson ranges, SqlFormReads reads, FormSnapshots snapshots, Clock clock,
                                 QuestionSpecJson specs, AttemptSettingsJson settings, FormLayoutJson layouts) {
        this.layouts = layouts;
        this.specs = specs;
        this.settings = settings;
        this.ranges = ranges;
        this.reads = reads;
        this.snapshots = snapshots;
        this.clock = clock;
    }

    @Override
    public void add(Form form) {
        FormEntity entity = new FormEntity();
        FormMapper.copy(form, entity, ranges.write(form.scoreRanges()), settings.write(form.attemptSettings()), layouts.write(form.layout()), clock.now());
        persist(entity);
        writeQuestions(form, Map.of(), Map.of());
    }

    @Override
    public void replace(Form form) {
        FormEntity entity = findById(form.id());
        FormMapper.copy(form, entity, ranges.write(form.scoreRanges()), settings.write(form.attemptSettings()), layouts.write(form.layout()), clock.now());
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
            q.type = QuestionSpecJson.typeOf(question.spec());
            q.spec = specs.write(question.spec());
            q.feedback = question.feedback();
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
                o.correct = option.correct();
                o.feedback = option.feedback();
                if (newOption) {
                    getEntityManager().persist(o);
                }
            }
        }
    }

    @Override
    public Optional<Form> byId(String organizationId, String id) {
        return reads.byId(organizationId, id);
    }

    @Override
    public Optional<Versioned> byIdWithVersion(String organizationId, String id) {
        // An edit committing between the statements of the read shows as an inconsistent read:
        // read again rather than pair the row's version with other questions.
        for (int attempt = 0; attempt < 3; attempt++) {
            Optional<SqlFormReads.Versioned> read = reads.byIdVersioned(organizationId, id);
            if (read.isEmpty() || read.get().consistent()) {
                return read.map(v -> new Versioned(v.form(), v.version()));
            }
        }
        return reads.byIdVersioned(organizationId, id).map(v -> new Versioned(v.form(), v.version()));
    }

    @Override
    public Optional<String> lockForEdit(String organizationId, String id) {
        return version(organizationId, id, " for update");
    }

    @Override
    public Optional<String> versionOf(String organizationId, String id) {
        getEntityManager().flush();
        return version(organizationId, id, "");
    }

    private Optional<String> version(String organizationId, String id, String lock) {
        return Jdbc.query(getEntityManager(), "select " + FormSnapshots.VERSION
                        + " from forms f where f.id = ? and f.organization_id = ? and f.deleted_at is null" + lock,
                rs -> rs.getString(1), id, organizationId).stream().findFirst();
    }

    @Override
    public Optional<Form> byIdAt(String organizationId, String id, String version) {
        return snapshots.byIdAt(organizationId, id, version);
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
    public void softDelete(Form deleted) {
        update("deletedAt = ?1, updatedAt = ?1 where id = ?2 and deletedAt is null", deleted.deletedAt(), deleted.id());
    }

    @Override
    public FormPage page(Filter filter, int offset, int limit) {
        return reads.page(filter, offset, limit);
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
}

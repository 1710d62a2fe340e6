-- A submission's answer snapshots become one JSON array on its row. They are written once with
-- the submission, never change, and are only ever read whole, with it. As rows of their own,
-- every submit of a 30-question test inserted 30 rows, 30 primary-key entries and ran 30
-- foreign-key checks against the submission it was inserting in the same statement: most of
-- PostgreSQL's work per submit. Keys as in the domain's AnswerSnapshot.
alter table submissions add column answers jsonb not null default '[]'::jsonb;
-- Long arrays leave the row compressed (TOAST); lz4 compresses and reads back faster than pglz.
-- lz4 is an optional build feature (the embedded PostgreSQL of the run command and the tests has
-- none), so it is chosen only where the server has it. Reworded after release; databases that ran
-- the first wording are recognized by its checksum (RevisedMigrations, docs/adr/0013).
do $$
begin
    if exists (select 1 from pg_settings where name = 'default_toast_compression' and 'lz4' = any (enumvals)) then
        alter table submissions alter column answers set compression lz4;
    end if;
end
$$;

update submissions s
set answers = a.answers
from (select submission_id,
             jsonb_agg(jsonb_build_object('questionId', question_id, 'questionText', question_text,
                                          'optionId', selected_option_id, 'optionText', selected_option_text,
                                          'points', points) order by position) as answers
      from submission_answers
      group by submission_id) a
where a.submission_id = s.id;

alter table submissions alter column answers drop default;
drop table submission_answers;

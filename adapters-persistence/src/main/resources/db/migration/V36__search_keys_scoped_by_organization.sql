-- A term search's index keys carry the organization (ADR 0043). V34's GIN indexes keyed the
-- organization apart from pg_trgm's trigrams: every trigram's posting list held every
-- organization's rows, and a scan leapfrogged the organization's own posting tree (a million
-- entries in a large one) to each candidate, so a search for one person cost ~7x as much in an
-- organization ten times larger. Here each key is a hash of the organization and an n-gram of a
-- word: a posting list holds one organization's rows only.
--
-- A text's keys: every 3-gram and every 5-gram inside each of its space-separated words. A term's
-- keys: each of its words' 5-grams, or its 3-grams when the word has 3 or 4 characters (shorter
-- words give none). A word of the term lies inside one word of any text that contains the term,
-- so its n-grams are n-grams of that text word: a text containing the term holds all of the
-- term's keys. The converse does not hold (n-grams from different places, a hash collision
-- between organizations), so the searches check the organization and the term itself on every
-- row the index gives. 5-grams rather than 3-grams: a trigram such as "123" or "eir" is shared by
-- many words, a 5-gram by few, and the scan's work grows with its rarest key's rows.
-- Both functions split, cut and hash alike in every session (character positions in the
-- database's encoding, hashtext): immutable, as an index expression must be. A key is a gram's
-- hash XOR its organization's, the organization hashed once per text: as a SQL function
-- concatenating the two for every gram, the keys cost a row 2.5 times the CPU.
create or replace function search_keys(organization text, search text) returns int4[]
    language plpgsql immutable strict parallel safe as $$
declare
    keys int4[] := '{}';
    org int4 := hashtext(organization);
    word text;
begin
    foreach word in array string_to_array(search, ' ') loop
        for i in 1 .. length(word) - 2 loop
            keys := keys || (hashtext(substr(word, i, 3)) # org);
        end loop;
        for i in 1 .. length(word) - 4 loop
            keys := keys || (hashtext(substr(word, i, 5)) # org);
        end loop;
    end loop;
    return keys;
end
$$;

create or replace function search_term_keys(organization text, term text) returns int4[]
    language plpgsql immutable strict parallel safe as $$
declare
    keys int4[] := '{}';
    org int4 := hashtext(organization);
    word text;
    n int;
begin
    foreach word in array string_to_array(term, ' ') loop
        n := case when length(word) >= 5 then 5 else 3 end;
        for i in 1 .. length(word) - n + 1 loop
            keys := keys || (hashtext(substr(word, i, n)) # org);
        end loop;
    end loop;
    return keys;
end
$$;

-- The pending list as small as V35 made it (ADR 0042). Not CONCURRENTLY, for the reasons V20
-- gives (ADR 0024): on a large live database create these by hand first, with CREATE INDEX
-- CONCURRENTLY and the same names; this migration then only drops V34's (docs/performance.md,
-- session 20, gives the build time per million rows).
create index if not exists ix_students_org_search_keys on students
    using gin (search_keys(organization_id, search_name)) with (gin_pending_list_limit = 64) where deleted_at is null;
create index if not exists ix_candidates_org_search_keys on candidates
    using gin (search_keys(organization_id, search_name)) with (gin_pending_list_limit = 64) where deleted_at is null;
create index if not exists ix_teachers_org_search_keys on teachers
    using gin (search_keys(organization_id, search_name)) with (gin_pending_list_limit = 64) where deleted_at is null;
create index if not exists ix_forms_org_search_keys on forms
    using gin (search_keys(organization_id, search_title)) with (gin_pending_list_limit = 64) where deleted_at is null;
create index if not exists ix_submissions_org_search_keys on submissions
    using gin (search_keys(organization_id, search_text)) with (gin_pending_list_limit = 64);

drop index if exists ix_students_org_search_trigrams;
drop index if exists ix_candidates_org_search_trigrams;
drop index if exists ix_teachers_org_search_trigrams;
drop index if exists ix_forms_org_search_trigrams;
drop index if exists ix_submissions_org_search_trigrams;

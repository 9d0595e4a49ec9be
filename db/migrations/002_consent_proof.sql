-- Proof the visitor and the agency can quote: the record's own id, how the choice was made, the
-- banner's language and a hash of the exact text shown, with that text kept in consent_texts.
-- Run after 001, by every backend the same way (and pasted into Supabase's SQL editor). Safe to run twice.

-- The banner texts records point at, keyed by their SHA-256: the check makes a text impossible to
-- store under a hash that is not its own, so a version always names exactly one text.
create table if not exists consent_texts (
  text_version text        primary key check (text_version = encode(sha256(convert_to("text", 'UTF8')), 'hex')),
  language     text        not null check (language in ('it', 'en')),
  "text"       text        not null,
  created_at   timestamptz not null default now(),
  -- What the records' foreign key points at: a version together with the language it is written in.
  unique (text_version, language)
);

-- Null in records made before this migration: they were stored without these facts, and stay as they were.
alter table cookie_consents add column if not exists consent_id uuid;
alter table cookie_consents add column if not exists accept_type text check (accept_type in ('all', 'necessary', 'custom', 'close'));
alter table cookie_consents add column if not exists banner_language text check (banner_language in ('it', 'en'));
alter table cookie_consents add column if not exists text_version text;

-- A record can name only a text the store holds, and only in that text's language.
do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'cookie_consents_text_fk') then
    alter table cookie_consents add constraint cookie_consents_text_fk
      foreign key (text_version, banner_language) references consent_texts (text_version, language);
  end if;
end
$$;

-- A browser that lost the answer sends the record again with the same id: it is stored once
-- (insert ... on conflict (consent_id) do nothing). Old rows' nulls never conflict.
create unique index if not exists cookie_consents_consent_id on cookie_consents (consent_id);
-- The purge asks which texts a record still refers to.
create index if not exists cookie_consents_text_version on cookie_consents (text_version);

-- The last day the retention purge ran, so that of several servers only the first of the day purges.
create table if not exists consent_purge_runs (
  job      text primary key,
  last_day date not null
);

-- True for the one caller that claims `run_day` for the purge; false once someone already has.
create or replace function claim_consent_purge(run_day date) returns boolean
language sql as $$
  with claimed as (
    insert into consent_purge_runs (job, last_day) values ('retention', run_day)
    on conflict (job) do update set last_day = excluded.last_day where consent_purge_runs.last_day < excluded.last_day
    returning 1
  )
  select count(*) = 1 from claimed
$$;

-- Texts past the retention period that no record refers to any more; returns how many went.
create or replace function delete_unused_consent_texts(cutoff timestamptz) returns integer
language sql as $$
  with gone as (
    delete from consent_texts t
    where t.created_at < cutoff and not exists (select 1 from cookie_consents c where c.text_version = t.text_version)
    returning 1
  )
  select count(*)::int from gone
$$;

-- Supabase only: the public key may add texts (and records, 001) and nothing else; the purge
-- functions and their last-run row are for the service role alone.
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    alter table consent_texts enable row level security;
    if not exists (select 1 from pg_policies where tablename = 'consent_texts' and policyname = 'anon can insert consent texts') then
      create policy "anon can insert consent texts" on consent_texts for insert to anon with check (true);
    end if;
    grant insert on consent_texts to anon;
    revoke select, update, delete, truncate, references, trigger on consent_texts from anon, authenticated;
    alter table consent_purge_runs enable row level security;
    revoke all on consent_purge_runs from anon, authenticated;
    revoke execute on function claim_consent_purge(date), delete_unused_consent_texts(timestamptz) from public, anon, authenticated;
  end if;
end
$$;

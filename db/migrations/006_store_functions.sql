-- Every operation of the record stores is a function, as the contact pipeline's already are (003, 005): the
-- SQL backends call them with `select * from fn(...)`, Supabase through PostgREST's rpc, so both run the very
-- same SQL. Run after 005, the same way. Safe to run again.

-- Unused: the consent purge keeps its own day (claim_consent_purge, 002). 003 creates it again on each run,
-- before this drops it, in the same transaction.
drop function if exists claim_daily_job(text, date);

-- Stores one consent record (its columns as JSON), once: the same consent_id sent again changes nothing.
-- A text_version the store does not hold breaks the foreign key (23503): the request's fault.
create or replace function consent_save(consent jsonb) returns void
language sql as $$
  insert into cookie_consents (session_id, ip_address, user_agent, page_url, referrer, necessary, analytics, functional,
    marketing, consent_data, "timestamp", policy_version, reader_hash, consent_id, accept_type, banner_language,
    text_version, gpc_signal, gpc_header)
  select c.session_id, c.ip_address, c.user_agent, c.page_url, c.referrer, c.necessary, c.analytics, c.functional,
    c.marketing, c.consent_data, c."timestamp", c.policy_version, c.reader_hash, c.consent_id, c.accept_type,
    c.banner_language, c.text_version, c.gpc_signal, c.gpc_header
  from jsonb_populate_record(null::cookie_consents, consent_save.consent) c
  on conflict (consent_id) do nothing
$$;

-- Keeps a banner text under its hash (the table's check refuses any other hash); storing it again changes nothing.
create or replace function consent_save_text(text_version text, language text, "text" text) returns void
language sql as $$
  insert into consent_texts (text_version, language, "text")
  values (consent_save_text.text_version, consent_save_text.language, consent_save_text."text")
  on conflict (text_version) do nothing
$$;

-- One record as the stores hand it over: every column, its two moments ISO 8601 in UTC with milliseconds
-- (whatever the session's time zone, and whatever year a visitor's clock gave).
create or replace function consent_record(c cookie_consents) returns jsonb
language sql stable as $$
  select to_jsonb(c) || jsonb_build_object(
    'timestamp', to_char(c."timestamp" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'created_at', to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
$$;

-- The newest record of a session made by the browser holding this reader cookie (its hash).
create or replace function consent_latest(session_id text, reader_hash text) returns table (consent jsonb)
language sql stable as $$
  select consent_record(c) from cookie_consents c
  where c.session_id = consent_latest.session_id and c.reader_hash = consent_latest.reader_hash
  order by c.created_at desc, c.id desc
  limit 1
$$;

-- One record with the banner text it proves (null for records of before the texts were kept).
create or replace function consent_show(consent_id uuid) returns table (consent jsonb)
language sql stable as $$
  select consent_record(c) || jsonb_build_object('banner_text', t."text")
  from cookie_consents c left join consent_texts t on t.text_version = c.text_version
  where c.consent_id = consent_show.consent_id
$$;

-- The records created since `since` (every one when null), oldest first, a page at a time.
create or replace function consent_list(since timestamptz, skip integer, max_count integer) returns table (consent jsonb)
language sql stable as $$
  select consent_record(c) from cookie_consents c
  where c.created_at >= coalesce(consent_list.since, '-infinity')
  order by c.created_at, c.id
  offset skip limit max_count
$$;

create or replace function consent_count_before(cutoff timestamptz) returns integer
language sql stable as $$
  select count(*)::int from cookie_consents c where c.created_at < consent_count_before.cutoff
$$;

-- The records created before `cutoff`, then the texts older than it that no record refers to any more; returns
-- how many records went.
create or replace function consent_purge(cutoff timestamptz) returns integer
language plpgsql as $$
declare
  purged integer;
begin
  delete from cookie_consents c where c.created_at < consent_purge.cutoff;
  get diagnostics purged = row_count;
  perform delete_unused_consent_texts(consent_purge.cutoff);
  return purged;
end
$$;

-- The requests that arrived since `since` (every one when null), or the one with `only_reference`; with
-- `pending_on`, only those still waiting for a delivery on one of those channels (neither delivered nor
-- skipped, as contact_backlog counts them). Oldest first, a page at a time, each with its deliveries.
create or replace function contact_list(since timestamptz, only_reference text, pending_on text[], skip integer,
  max_count integer)
returns table (reference text, request_id text, first_name text, last_name text, email text, message text,
  service text, ip_address text, created_at text, deliveries json)
language sql stable as $$
  select r.reference, r.request_id::text, r.first_name, r.last_name, r.email, r.message, r.service, r.ip_address,
    to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    coalesce((select json_agg(json_build_object('channel', d.channel, 'attempts', d.attempts,
        'last_error', d.last_error,
        'next_attempt_at', to_char(d.next_attempt_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'delivered_at', to_char(d.delivered_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'skipped', d.skipped) order by d.channel)
      from contact_deliveries d where d.request_id = r.id), '[]'::json)
  from contact_requests r
  where r.created_at >= coalesce(contact_list.since, '-infinity')
    and (contact_list.only_reference is null or r.reference = upper(contact_list.only_reference))
    and (contact_list.pending_on is null or exists (
      select 1 from contact_deliveries p
      where p.request_id = r.id and p.channel = any(contact_list.pending_on)
        and p.delivered_at is null and p.skipped is null))
  order by r.created_at, r.id
  offset skip limit max_count
$$;

create or replace function contact_count_before(cutoff timestamptz) returns integer
language sql stable as $$
  select count(*)::int from contact_requests r where r.created_at < contact_count_before.cutoff
$$;

-- As 005 does for the contact functions: nobody but the owner runs these unless granted below.
revoke execute on function consent_save(jsonb), consent_save_text(text, text, text), consent_record(cookie_consents),
  consent_latest(text, text), consent_show(uuid), consent_list(timestamptz, integer, integer),
  consent_count_before(timestamptz), consent_purge(timestamptz),
  contact_list(timestamptz, text, text[], integer, integer), contact_count_before(timestamptz)
  from public;

-- Supabase: the public key may execute none of these (it inserts consents into the tables, 001 and 002, and
-- hands in contact requests, 005); the service role runs them all for the server.
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    revoke execute on function consent_save(jsonb), consent_save_text(text, text, text), consent_record(cookie_consents),
      consent_latest(text, text), consent_show(uuid), consent_list(timestamptz, integer, integer),
      consent_count_before(timestamptz), consent_purge(timestamptz),
      contact_list(timestamptz, text, text[], integer, integer), contact_count_before(timestamptz)
      from anon, authenticated;
  end if;
  if exists (select 1 from pg_roles where rolname = 'service_role') then
    grant execute on function consent_save(jsonb), consent_save_text(text, text, text), consent_record(cookie_consents),
      consent_latest(text, text), consent_show(uuid), consent_list(timestamptz, integer, integer),
      consent_count_before(timestamptz), consent_purge(timestamptz),
      contact_list(timestamptz, text, text[], integer, integer), contact_count_before(timestamptz),
      claim_consent_purge(date), delete_unused_consent_texts(timestamptz)
      to service_role;
  end if;
end
$$;

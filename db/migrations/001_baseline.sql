-- The site's store: cookie-consent records and contact requests, with every operation the server performs
-- as a function, so that the SQL backends (`select * from fn(...)`) and Supabase (PostgREST's rpc) run the
-- very same SQL. The rules of a request's fields and the limits' figures live in TypeScript (lib/contact):
-- the server passes the figures in, and the table keeps only coarse bounds on what a row may hold.
-- Applied once to an empty database, then each later file in order (lib/store/migrations.ts; on Supabase,
-- each file pasted into its SQL editor). On Supabase the server calls everything with the service role:
-- the public roles (anon, authenticated) are granted nothing.

-- HMAC and random bytes. Supabase has it in its `extensions` schema already; elsewhere it lands in public.
create extension if not exists pgcrypto;

-- PostgreSQL lets PUBLIC execute every new function: nobody but the owner (and on Supabase the service role,
-- which its own default privileges grant) runs ours.
alter default privileges revoke execute on functions from public;

-- ---------------------------------------------------------------------------------------------------------
-- Cookie consents: the agency's proof of every consent a visitor gave.

-- The banner texts records point at, keyed by their SHA-256 and their language (what a record's foreign key
-- names): the check makes a text impossible to store under a hash that is not its own, so a version always
-- names exactly one text.
create table consent_texts (
  text_version text        not null check (text_version = encode(sha256(convert_to("text", 'UTF8')), 'hex')),
  language     text        not null check (language in ('it', 'en')),
  "text"       text        not null,
  created_at   timestamptz not null default now(),
  primary key (text_version, language)
);

create table cookie_consents (
  id              bigint      generated always as identity primary key,
  -- Made by the browser: a record sent again (a lost answer) is stored once; the visitor can quote it.
  consent_id      uuid        not null unique,
  session_id      text        not null,
  -- Anonymised; null when no trustworthy address was known.
  ip_address      text,
  user_agent      text        not null,
  page_url        text        not null,
  referrer        text        not null,
  necessary       boolean     not null check (necessary),
  analytics       boolean     not null,
  functional      boolean     not null,
  marketing       boolean     not null,
  consent_data    jsonb       not null,
  "timestamp"     timestamptz not null,
  created_at      timestamptz not null default now(),
  policy_version  text        not null,
  -- SHA-256 of the HttpOnly cookie that lets only the browser that gave the consent read it back.
  reader_hash     text        not null,
  -- 'signal': Global Privacy Control honoured as "Only necessary" without asking.
  accept_type     text        not null check (accept_type in ('all', 'necessary', 'custom', 'close', 'signal')),
  banner_language text        not null check (banner_language in ('it', 'en')),
  text_version    text        not null,
  -- Whether the page saw Global Privacy Control on, and whether the POST carried Sec-GPC: 1.
  gpc_signal      boolean     not null,
  gpc_header      boolean     not null,
  -- A record can name only a text the store holds, and only in that text's language.
  foreign key (text_version, banner_language) references consent_texts (text_version, language)
);

create index cookie_consents_session_created on cookie_consents (session_id, created_at desc);
-- The purge asks which texts a record still refers to.
create index cookie_consents_text_version on cookie_consents (text_version);

-- The last day the retention purge ran, so that of several servers only the first of the day purges.
create table consent_purge_runs (
  job      text primary key,
  last_day date not null
);

-- True for the one caller that claims `run_day` for the purge; false once someone already has.
create function claim_consent_purge(run_day date) returns boolean
language sql as $$
  with claimed as (
    insert into consent_purge_runs (job, last_day) values ('retention', run_day)
    on conflict (job) do update set last_day = excluded.last_day where consent_purge_runs.last_day < excluded.last_day
    returning 1
  )
  select count(*) = 1 from claimed
$$;

-- Stores one consent record (its columns as JSON), once: the same consent_id sent again changes nothing.
-- A text_version the store does not hold breaks the foreign key (23503): the request's fault.
create function consent_save(consent jsonb) returns void
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

-- Stores one consent record within its client address's allowance: at most `address_max` records per
-- `address_window` from one address (one IPv4 address, one IPv6 /64, as lib/request/client-address.ts keys it;
-- a null address shares one count with every other unknown one). A consent_id already stored is accepted again
-- and not counted. Answers null once stored, else the moment a record from that address may come again (the
-- browser keeps the choice in its outbox meanwhile). `at` is the server's clock; the figures come from
-- lib/consent/limits.ts. Security definer: only the owner reads the limits' secret.
create function consent_save_within(consent jsonb, client_address text, at timestamptz, address_window interval,
  address_max integer) returns timestamptz
language plpgsql security definer set search_path = pg_catalog, extensions, public, pg_temp as $$
declare
  bucket text := contact_private.limit_bucket('consent-address', coalesce(client_address, 'unknown'));
  limited timestamptz;
begin
  if exists (select 1 from cookie_consents c where c.consent_id = (consent ->> 'consent_id')::uuid) then
    return null;
  end if;
  limited := contact_private.limit_full_until(bucket, at, address_window, address_max);
  if limited is not null then
    perform contact_private.count_hit(contact_private.limit_bucket('refused', 'consent'), at, interval '1 hour');
    return limited;
  end if;
  perform consent_save(consent);
  perform contact_private.count_hit(bucket, at, address_window);
  return null;
end
$$;

-- Keeps a banner text under its hash (the table's check refuses any other hash); storing it again changes nothing.
create function consent_save_text(text_version text, language text, "text" text) returns void
language sql as $$
  insert into consent_texts (text_version, language, "text")
  values (consent_save_text.text_version, consent_save_text.language, consent_save_text."text")
  on conflict (text_version, language) do nothing
$$;

-- One record as the stores hand it over: every column, its two moments ISO 8601 in UTC with milliseconds
-- (whatever the session's time zone, and whatever year a visitor's clock gave).
create function consent_record(c cookie_consents) returns jsonb
language sql stable as $$
  select to_jsonb(c) || jsonb_build_object(
    'timestamp', to_char(c."timestamp" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'created_at', to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
$$;

-- The newest record of a session made by the browser holding this reader cookie (its hash).
create function consent_latest(session_id text, reader_hash text) returns table (consent jsonb)
language sql stable as $$
  select consent_record(c) from cookie_consents c
  where c.session_id = consent_latest.session_id and c.reader_hash = consent_latest.reader_hash
  order by c.created_at desc, c.id desc
  limit 1
$$;

-- One record with the banner text it proves.
create function consent_show(consent_id uuid) returns table (consent jsonb)
language sql stable as $$
  select consent_record(c) || jsonb_build_object('banner_text', t."text")
  from cookie_consents c join consent_texts t on t.text_version = c.text_version
  where c.consent_id = consent_show.consent_id
$$;

-- The records created since `since` (every one when null), oldest first, a page at a time.
create function consent_list(since timestamptz, skip integer, max_count integer) returns table (consent jsonb)
language sql stable as $$
  select consent_record(c) from cookie_consents c
  where c.created_at >= coalesce(consent_list.since, '-infinity')
  order by c.created_at, c.id
  offset skip limit max_count
$$;

create function consent_count_before(cutoff timestamptz) returns integer
language sql stable as $$
  select count(*)::int from cookie_consents c where c.created_at < consent_count_before.cutoff
$$;

-- The records created before `cutoff`, then the texts older than it that no record refers to any more; returns
-- how many records went.
create function consent_purge(cutoff timestamptz) returns integer
language plpgsql as $$
declare
  purged integer;
begin
  delete from cookie_consents c where c.created_at < consent_purge.cutoff;
  get diagnostics purged = row_count;
  delete from consent_texts t
    where t.created_at < consent_purge.cutoff
      and not exists (select 1 from cookie_consents c where c.text_version = t.text_version);
  return purged;
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- Contact requests: stored before anything depends on a third party, then delivered by the server on each
-- channel (the agency's e-mail, the visitor's auto-reply, the CRM webhook), each with its own attempts.

create table contact_requests (
  id          bigint      generated always as identity primary key,
  -- Made by the browser: a request sent again (a lost answer) is stored once.
  request_id  uuid        not null unique,
  -- What the visitor can quote to the agency, e.g. 7K4M-2PQX (drawn by lib/contact/reference.ts).
  reference   text        not null unique,
  first_name  text        not null,
  last_name   text        not null,
  email       text        not null,
  message     text        not null,
  service     text        not null,
  -- Anonymised like a consent's; null when unknown.
  ip_address  text,
  -- Whether it came with a proof of work not used before (lib/contact/proof.ts): only then is its sender
  -- auto-replied to and the agency notified by itself; otherwise it waits for the hourly digest.
  proven      boolean     not null,
  created_at  timestamptz not null default now(),
  -- When the one log line saying this request is stuck was written (by whichever server saw it first).
  stuck_reported_at timestamptz
);

create index contact_requests_created on contact_requests (created_at);

-- One row per request and channel. The agency hears of a request by its own notification or, without a
-- proof of work or past the notifications' hourly ceiling, in the hourly digest (channel 'digest'). An
-- auto-reply waits for a notification still to be sent; `skipped` says why a channel will never send (an
-- auto-reply limit, no proof, a stored row the form's schema refuses): neither pending nor delivered.
create table contact_deliveries (
  request_id      bigint      not null references contact_requests (id) on delete cascade,
  channel         text        not null check (channel in ('notification', 'autoreply', 'webhook', 'digest')),
  attempts        integer     not null default 0,
  last_error      text,
  next_attempt_at timestamptz not null,
  claimed_until   timestamptz,
  delivered_at    timestamptz,
  skipped         text,
  primary key (request_id, channel)
);

create index contact_deliveries_due on contact_deliveries (next_attempt_at) where delivered_at is null and skipped is null;
create index contact_deliveries_digests on contact_deliveries (delivered_at) where channel = 'digest';

-- Sliding-window limits (contact requests and consent records per client address, auto-replies per mailbox,
-- the site's hourly budget): one row per counted event. Buckets are keyed hashes of what they count, never an address, and rows go after their window.
create table contact_limit_hits (
  bucket     text        not null,
  at         timestamptz not null,
  expires_at timestamptz not null
);

create index contact_limit_hits_expiry on contact_limit_hits (expires_at);
create index contact_limit_hits_bucket on contact_limit_hits (bucket, at desc);

-- The proofs of work already used, by their challenge's signature, until their challenge expires: a proof
-- counts once, on every server.
create table contact_spent_proofs (
  challenge  text        primary key check (challenge ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz not null
);

create index contact_spent_proofs_expiry on contact_spent_proofs (expires_at);

-- What no role but the owner may see or run: PostgREST exposes only the schemas it is told to (public).
create schema contact_private;
revoke all on schema contact_private from public;

-- The key of every limit bucket: 32 random bytes drawn once, here, never beside the hits it keys.
create table contact_private.limit_secret (
  singleton boolean primary key default true check (singleton),
  secret    bytea   not null check (length(secret) = 32)
);
insert into contact_private.limit_secret (secret) values (gen_random_bytes(32));

-- A bucket: the kind, and the HMAC of what it counts under the database's secret.
create function contact_private.limit_bucket(kind text, counted text) returns text
language sql stable set search_path = pg_catalog, extensions, public, pg_temp as $$
  select kind || ':' || encode(hmac(convert_to(counted, 'UTF8'), s.secret, 'sha256'), 'hex')
  from contact_private.limit_secret s
$$;

-- What the daily auto-reply cap counts by: one mailbox, however its address is written. Lower case, no
-- `+tag`, and for Gmail (gmail.com, googlemail.com) no dots in the local part.
create function contact_private.recipient_key(email text) returns text
language sql immutable set search_path = pg_catalog, pg_temp as $$
  select case when parts.domain in ('gmail.com', 'googlemail.com')
              then replace(parts.local, '.', '') || '@gmail.com'
              else parts.local || '@' || parts.domain end
  from (select split_part(split_part(address, '@', 1), '+', 1) as local, split_part(address, '@', 2) as domain
        from (select lower(btrim(email)) as address) as lowered) as parts
$$;

-- Whether `bucket` is full at `at`: the moment its oldest counting hit leaves the window, or null while
-- there is room. Holds the bucket's lock until the transaction ends, across every server.
create function contact_private.limit_full_until(bucket text, at timestamptz, window_length interval,
  max_hits integer) returns timestamptz
language plpgsql set search_path = pg_catalog, public, pg_temp as $$
declare
  blocking timestamptz;
begin
  perform pg_advisory_xact_lock(hashtext('contact_limit:' || bucket));
  delete from contact_limit_hits h
    where h.bucket = limit_full_until.bucket and h.at <= limit_full_until.at - window_length;
  select h.at into blocking from contact_limit_hits h
    where h.bucket = limit_full_until.bucket
    order by h.at desc offset max_hits - 1 limit 1;
  return blocking + window_length;
end
$$;

create function contact_private.count_hit(bucket text, at timestamptz, window_length interval) returns void
language sql set search_path = pg_catalog, public, pg_temp as $$
  insert into contact_limit_hits (bucket, at, expires_at) values (bucket, at, at + window_length)
$$;

-- Takes one from the site's budget `kind` ('budget': auto-replies, 'notification': the agency's e-mails) if
-- it has room in its window. `report` is 'spent' for the first call that finds it spent, and 'cleared' for the
-- first take after that, so that one server logs each once (a marker hit, kept until the budget clears, says
-- the spending was reported).
create function contact_private.take_budget(kind text, at timestamptz, window_length interval, max_hits integer,
  out taken boolean, out report text)
language plpgsql set search_path = pg_catalog, extensions, public, pg_temp as $$
declare
  budget text := contact_private.limit_bucket(kind, 'site');
  reported text := contact_private.limit_bucket(kind || '-reported', 'site');
begin
  taken := contact_private.limit_full_until(budget, at, window_length, max_hits) is null;
  if not taken then
    if not exists (select 1 from contact_limit_hits h where h.bucket = reported) then
      perform contact_private.count_hit(reported, at, interval '400 days');
      report := 'spent';
    end if;
  else
    perform contact_private.count_hit(budget, at, window_length);
    delete from contact_limit_hits h where h.bucket = reported;
    if found then
      report := 'cleared';
    end if;
  end if;
end
$$;

-- Whether an auto-reply may go to `email`: within the mailbox's daily cap and the site's hourly budget, each
-- counted only when the reply will go. Otherwise `skipped` says why; `budget_report` as take_budget's.
create function contact_private.take_auto_reply(email text, at timestamptz, recipient_window interval,
  recipient_max integer, budget_window interval, budget_max integer, out skipped text, out budget_report text)
language plpgsql set search_path = pg_catalog, extensions, public, pg_temp as $$
declare
  mailbox text := contact_private.limit_bucket('recipient', contact_private.recipient_key(email));
  budget record;
begin
  if contact_private.limit_full_until(mailbox, at, recipient_window, recipient_max) is not null then
    skipped := 'the daily auto-reply limit for this e-mail address was reached';
    return;
  end if;
  select * into budget from contact_private.take_budget('budget', at, budget_window, budget_max);
  budget_report := budget.report;
  if budget.taken then
    perform contact_private.count_hit(mailbox, at, recipient_window);
  else
    skipped := format('the hourly auto-reply budget (%s) was spent', budget_max);
  end if;
end
$$;

-- Whether a request's proof of work (its challenge's signature, null without one) counts: never used before.
create function contact_private.spend_proof(challenge text, expires_at timestamptz) returns boolean
language plpgsql set search_path = pg_catalog, public, pg_temp as $$
begin
  if challenge is null then
    return false;
  end if;
  insert into contact_spent_proofs values (challenge, expires_at) on conflict do nothing;
  return found;
end
$$;

-- The server's submit: one request, at most once per request_id, within the client address's limit (null:
-- the address is unknown, and every such request shares one count) and its network's (an IPv6 /48; null for
-- IPv4). With a proof of work not used before (`proof`: its verified challenge's signature), its auto-reply
-- goes within the mailbox's daily cap and the site's budget, and its notification within the site's hourly
-- ceiling; without one, or past the ceiling, the agency hears of it in the hourly digest, and a request without
-- a proof gets no auto-reply. The figures come from lib/contact/limits.ts; `at` is the server's clock.
-- Answers the stored reference (null when over the address's limit, with the moment it may send again).
-- Security definer: only the owner reads the limits' secret.
create function contact_submit_request(
  request_id uuid, reference text, first_name text, last_name text, email text, message text, service text,
  ip_address text, client_address text, client_network text, proof text, proof_expires_at timestamptz,
  at timestamptz, address_window interval, address_max integer, network_window interval, network_max integer,
  recipient_window interval, recipient_max integer, budget_window interval, budget_max integer,
  notification_window interval, notification_max integer
)
returns table (stored_reference text, created boolean, retry_at timestamptz, auto_reply_skipped text,
               budget_report text, proven boolean, notification_report text)
language plpgsql security definer set search_path = pg_catalog, extensions, public, pg_temp as $$
declare
  -- Bounds on what a row may hold, well above the form's own rules (lib/contact/schema.ts), which are the real
  -- ones. A refusal names the column alone (lib/contact/store.ts answers 422 beside its field): a table CHECK
  -- would also write the row's values into the database's log.
  refused text := case
    when coalesce(char_length(first_name) not between 1 and 200, true) then 'contact_requests.first_name'
    when coalesce(char_length(last_name) not between 1 and 200, true) then 'contact_requests.last_name'
    when coalesce(char_length(email) not between 3 and 320, true) then 'contact_requests.email'
    when coalesce(char_length(message) not between 1 and 20000, true) then 'contact_requests.message'
    when coalesce(char_length(service) not between 1 and 200, true) then 'contact_requests.service'
  end;
  address_bucket text := contact_private.limit_bucket('address', coalesce(client_address, 'unknown'));
  network_bucket text := contact_private.limit_bucket('network', client_network);
  limited timestamptz;
  is_proven boolean;
  reply record;
  notice record;
  new_id bigint;
begin
  if refused is not null then
    raise exception using errcode = 'check_violation', message = refused;
  end if;
  perform pg_advisory_xact_lock(hashtext('contact_request:' || contact_submit_request.request_id::text));
  return query
    select r.reference, false, null::timestamptz, d.skipped, null::text, r.proven, null::text
    from contact_requests r join contact_deliveries d on d.request_id = r.id and d.channel = 'autoreply'
    where r.request_id = contact_submit_request.request_id;
  if found then
    return;
  end if;
  limited := greatest(contact_private.limit_full_until(address_bucket, at, address_window, address_max),
    case when client_network is not null
         then contact_private.limit_full_until(network_bucket, at, network_window, network_max) end);
  if limited is not null then
    perform contact_private.count_hit(contact_private.limit_bucket('refused', 'contact'), at, interval '1 hour');
    return query select null::text, false, limited, null::text, null::text, null::boolean, null::text;
    return;
  end if;
  perform contact_private.count_hit(address_bucket, at, address_window);
  if client_network is not null then
    perform contact_private.count_hit(network_bucket, at, network_window);
  end if;
  is_proven := contact_private.spend_proof(proof, proof_expires_at);
  if is_proven then
    select * into reply
      from contact_private.take_auto_reply(email, at, recipient_window, recipient_max, budget_window, budget_max);
    select * into notice from contact_private.take_budget('notification', at, notification_window, notification_max);
  else
    select 'sent without a proof of work (no script, or not by this form): no auto-reply'::text as skipped,
           null::text as budget_report into reply;
    select false as taken, null::text as report into notice;
  end if;
  insert into contact_requests (request_id, reference, first_name, last_name, email, message, service, ip_address,
                                proven, created_at)
    values (contact_submit_request.request_id, contact_submit_request.reference, first_name, last_name, email,
            message, service, ip_address, is_proven, at)
    returning id into new_id;
  insert into contact_deliveries (request_id, channel, next_attempt_at, skipped) values
    (new_id, case when notice.taken then 'notification' else 'digest' end, at, null),
    (new_id, 'autoreply', at, reply.skipped),
    (new_id, 'webhook', at, null);
  return query select contact_submit_request.reference, true, null::timestamptz, reply.skipped, reply.budget_report,
    is_proven, notice.report;
end
$$;

-- The lane rule both claims keep: waits for any other claim of the lane `channels` (an advisory lock held for
-- the caller's transaction), then answers whether a delivery of the lane is still leased, in which case the claim
-- hands out nothing.
create function contact_lane_busy(channels text[], at timestamptz) returns boolean
language plpgsql as $$
begin
  perform pg_advisory_xact_lock(hashtext('contact delivery lane ' || array_to_string(channels, ',')));
  return exists (
    select 1 from contact_deliveries d
    where d.channel = any(channels) and d.delivered_at is null and d.skipped is null and d.claimed_until > at
  );
end
$$;

-- One send in flight per delivery lane across every server and isolate: the e-mails (notification and
-- auto-reply) are one lane, the webhook another. A claim of a lane waits for any other claim of it (an
-- advisory lock held for the claim's transaction) and hands out nothing while a delivery of the lane is still
-- leased: a delivery is recorded before the lane's next one leaves, so a crash between a send and its record
-- leaves at most one delivery per lane to be sent again, once its lease lapses. It hands out up to `max_count`
-- due deliveries of the lane, the earliest first, each leased until `lease_until`; an auto-reply only once its
-- request has no notification still to send; never a digest's share (contact_claim_digest).
create function contact_claim_due(channels text[], at timestamptz, lease_until timestamptz, max_count integer)
returns table (
  id bigint, reference text, first_name text, last_name text, email text, message text, service text,
  created_at timestamptz, channel text, attempts integer
)
language plpgsql as $$
begin
  if contact_lane_busy(channels, at) then
    return;
  end if;
  return query
  with due as (
    select d.request_id, d.channel from contact_deliveries d
    where d.channel = any(channels) and d.channel <> 'digest' and d.delivered_at is null and d.skipped is null
      and (d.claimed_until is null or d.claimed_until <= at)
      and d.next_attempt_at <= at
      and (d.channel <> 'autoreply' or not exists (
        select 1 from contact_deliveries n
        where n.request_id = d.request_id and n.channel = 'notification' and n.delivered_at is null))
    order by d.next_attempt_at, d.request_id
    limit max_count
    for update skip locked
  ), claimed as (
    update contact_deliveries d set claimed_until = lease_until
    from due where d.request_id = due.request_id and d.channel = due.channel
    returning d.request_id, d.channel, d.attempts
  )
  select r.id, r.reference, r.first_name, r.last_name, r.email, r.message, r.service, r.created_at, c.channel, c.attempts
  from claimed c join contact_requests r on r.id = c.request_id
  order by r.id;
end
$$;

-- The hourly digest, on the e-mail lane (`channels`) under contact_claim_due's rules: unless a digest went out
-- within `every`, up to `max_count` of the requests waiting for it, the proven ones (past the notifications'
-- ceiling) first, then the oldest, each leased until `lease_until`; `waiting` counts every request waiting,
-- these included, so that the digest says how many are left for the next one.
create function contact_claim_digest(channels text[], at timestamptz, lease_until timestamptz, every interval,
  max_count integer)
returns table (
  id bigint, reference text, first_name text, last_name text, email text, message text, service text,
  created_at timestamptz, proven boolean, attempts integer, waiting integer
)
language plpgsql as $$
begin
  if contact_lane_busy(channels, at) then
    return;
  end if;
  if exists (select 1 from contact_deliveries d where d.channel = 'digest' and d.delivered_at > at - every) then
    return;
  end if;
  return query
  with waiting as (
    select count(*)::int as requests from contact_deliveries d
    where d.channel = 'digest' and d.delivered_at is null and d.skipped is null
  ), due as (
    select d.request_id from contact_deliveries d join contact_requests r on r.id = d.request_id
    where d.channel = 'digest' and d.delivered_at is null and d.skipped is null
      and (d.claimed_until is null or d.claimed_until <= at)
      and d.next_attempt_at <= at
    order by r.proven desc, r.created_at, r.id
    limit max_count
    for update of d skip locked
  ), claimed as (
    update contact_deliveries d set claimed_until = lease_until
    from due where d.request_id = due.request_id and d.channel = 'digest'
    returning d.request_id, d.attempts
  )
  select r.id, r.reference, r.first_name, r.last_name, r.email, r.message, r.service, r.created_at, r.proven,
         c.attempts, waiting.requests
  from claimed c join contact_requests r on r.id = c.request_id cross join waiting
  order by r.proven desc, r.created_at, r.id;
end
$$;

-- Makes every undelivered delivery of the given channels due at `at`, whatever its backoff said (the
-- operator's `deliver --now`, once a mailbox is reconnected or a quota renewed); returns how many.
create function contact_make_due(channels text[], at timestamptz)
returns integer
language sql as $$
  with due as (
    update contact_deliveries d set next_attempt_at = at
    where d.channel = any(channels) and d.delivered_at is null and d.skipped is null and d.next_attempt_at > at
    returning 1
  )
  select count(*)::int from due
$$;

-- Records one attempt: delivered, or failed with its error and the time of the next attempt.
create function contact_record_attempt(
  request_id bigint, channel text, at timestamptz, delivered boolean, error text, next_attempt_at timestamptz
)
returns void
language sql as $$
  update contact_deliveries d set
    attempts = d.attempts + 1,
    claimed_until = null,
    delivered_at = case when delivered then at else null end,
    last_error = case when delivered then d.last_error else error end,
    next_attempt_at = case when delivered then d.next_attempt_at else contact_record_attempt.next_attempt_at end
  where d.request_id = contact_record_attempt.request_id and d.channel = contact_record_attempt.channel;
$$;

-- A delivery that will never be sent (its stored fields fail the form's schema): skipped with the reason,
-- which is also its last error; the attempt counted, the lease released, `at` kept as its last moment.
create function contact_give_up(request_id bigint, channel text, at timestamptz, reason text)
returns void
language sql as $$
  update contact_deliveries d set
    attempts = d.attempts + 1,
    claimed_until = null,
    skipped = reason,
    last_error = reason,
    next_attempt_at = contact_give_up.at
  where d.request_id = contact_give_up.request_id and d.channel = contact_give_up.channel
    and d.delivered_at is null;
$$;

-- Whether a delivery still waiting on `channel` for a request that arrived at `created_at` is stuck at `at`: it
-- has waited longer than `stuck_after`; for the digest, which waits up to `digest_every` by design and lists a
-- flood over several hours, longer than both while no digest at all went out in that time (the digest itself
-- is failing).
create function contact_waited_too_long(channel text, created_at timestamptz, at timestamptz,
  stuck_after interval, digest_every interval) returns boolean
language sql stable as $$
  select case when channel <> 'digest' then created_at <= at - stuck_after
              else created_at <= at - stuck_after - digest_every and not exists (
                select 1 from contact_deliveries g
                where g.channel = 'digest' and g.delivered_at > at - stuck_after - digest_every) end
$$;

-- What /api/health reports: deliveries not yet made on the given channels, how old the oldest is, how
-- many requests are stuck (contact_waited_too_long), and how many wait for the digest.
create function contact_backlog(channels text[], at timestamptz, stuck_after interval, digest_every interval)
returns table (pending integer, oldest_pending timestamptz, stuck integer, digest_pending integer)
language sql stable as $$
  select count(distinct r.id)::int, min(r.created_at),
         count(distinct r.id) filter (
           where contact_waited_too_long(d.channel, r.created_at, at, stuck_after, digest_every))::int,
         count(distinct r.id) filter (where d.channel = 'digest')::int
  from contact_requests r join contact_deliveries d on d.request_id = r.id
  where d.channel = any(channels) and d.delivered_at is null and d.skipped is null
$$;

-- Deletes the limits' hits that have left their window, whichever bucket they are in, and the spent proofs
-- whose challenge has expired; returns how many hits.
create function contact_forget_limits(at timestamptz)
returns integer
language sql as $$
  with proofs as (delete from contact_spent_proofs p where p.expires_at <= contact_forget_limits.at),
  gone as (delete from contact_limit_hits h where h.expires_at <= contact_forget_limits.at returning 1)
  select count(*)::int from gone
$$;

-- The requests that have just become stuck (contact_waited_too_long), each answered once across every server,
-- so that the log names each stuck request once.
create function contact_mark_stuck(channels text[], at timestamptz, stuck_after interval, digest_every interval)
returns setof text
language sql as $$
  update contact_requests r set stuck_reported_at = at
  where r.stuck_reported_at is null and r.created_at <= at - stuck_after
    and exists (select 1 from contact_deliveries d where d.request_id = r.id and d.channel = any(channels)
                and d.delivered_at is null and d.skipped is null
                and contact_waited_too_long(d.channel, r.created_at, at, stuck_after, digest_every))
  returning r.reference
$$;

-- Requests (and their deliveries) that arrived before `cutoff`, and the limits' hits that have left their
-- window; returns how many requests went.
create function contact_purge(cutoff timestamptz)
returns integer
language sql as $$
  with forgotten as (delete from contact_limit_hits h where h.expires_at <= now()),
  proofs as (delete from contact_spent_proofs p where p.expires_at <= now()),
  gone as (delete from contact_requests where created_at < cutoff returning 1)
  select count(*)::int from gone
$$;

-- The requests that arrived since `since` (every one when null), or the one with `only_reference`; with
-- `pending_on`, only those still waiting for a delivery on one of those channels (neither delivered nor
-- skipped, as contact_backlog counts them). Oldest first, a page at a time, each with its deliveries.
create function contact_list(since timestamptz, only_reference text, pending_on text[], skip integer,
  max_count integer)
returns table (reference text, request_id text, first_name text, last_name text, email text, message text,
  service text, ip_address text, proven boolean, created_at text, deliveries json)
language sql stable as $$
  select r.reference, r.request_id::text, r.first_name, r.last_name, r.email, r.message, r.service, r.ip_address,
    r.proven,
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

create function contact_count_before(cutoff timestamptz) returns integer
language sql stable as $$
  select count(*)::int from contact_requests r where r.created_at < contact_count_before.cutoff
$$;

-- ---------------------------------------------------------------------------------------------------------
-- Who may do what. Functions created before the default above was changed (none of ours) aside, PUBLIC runs
-- nothing of ours; the secret's schema is the owner's alone.
-- The hour before `at`, for the operator's health check: consent records stored and refused for their address's
-- allowance, contact requests stored and refused, those without a proof of work, auto-replies and
-- notifications taken from their hourly budgets.
create function site_last_hour(at timestamptz, out consents integer, out consents_refused integer,
  out contact_requests integer, out contact_requests_refused integer, out contact_requests_unproven integer,
  out auto_replies integer, out notifications integer)
language sql stable security definer set search_path = pg_catalog, extensions, public, pg_temp as $$
  select
    (select count(*)::int from cookie_consents c where c.created_at > site_last_hour.at - interval '1 hour'),
    (select count(*)::int from contact_limit_hits h
      where h.bucket = contact_private.limit_bucket('refused', 'consent') and h.at > site_last_hour.at - interval '1 hour'),
    (select count(*)::int from contact_requests r where r.created_at > site_last_hour.at - interval '1 hour'),
    (select count(*)::int from contact_limit_hits h
      where h.bucket = contact_private.limit_bucket('refused', 'contact') and h.at > site_last_hour.at - interval '1 hour'),
    (select count(*)::int from contact_requests r
      where not r.proven and r.created_at > site_last_hour.at - interval '1 hour'),
    (select count(*)::int from contact_limit_hits h
      where h.bucket = contact_private.limit_bucket('budget', 'site') and h.at > site_last_hour.at - interval '1 hour'),
    (select count(*)::int from contact_limit_hits h
      where h.bucket = contact_private.limit_bucket('notification', 'site') and h.at > site_last_hour.at - interval '1 hour')
$$;

revoke all on all functions in schema public, contact_private from public;
revoke all on all tables in schema contact_private from public;

-- Row-level security with no policy: a role that does not bypass it sees and writes no row, whatever it was
-- granted (Supabase's service role bypasses it; the owner is not subject to it).
alter table consent_texts enable row level security;
alter table cookie_consents enable row level security;
alter table consent_purge_runs enable row level security;
alter table contact_requests enable row level security;
alter table contact_deliveries enable row level security;
alter table contact_limit_hits enable row level security;
alter table contact_spent_proofs enable row level security;

-- Supabase grants its public roles everything created in `public` (default privileges): take all of it back,
-- now and for every later object. The roles exist only there, hence the check.
do $$
declare
  public_role text;
begin
  foreach public_role in array array['anon', 'authenticated'] loop
    continue when not exists (select 1 from pg_roles where rolname = public_role);
    execute format('revoke all on all tables in schema public from %I', public_role);
    execute format('revoke all on all sequences in schema public from %I', public_role);
    execute format('revoke all on all functions in schema public from %I', public_role);
    execute format('alter default privileges in schema public revoke all on tables from %I', public_role);
    execute format('alter default privileges in schema public revoke all on sequences from %I', public_role);
    execute format('alter default privileges in schema public revoke all on functions from %I', public_role);
  end loop;
end
$$;

-- Contact requests: every request a visitor sends is stored here before anything depends on a third party,
-- then delivered by the server on each channel (the agency's e-mail, the visitor's auto-reply, the CRM webhook),
-- each with its own attempts and backoff. The rules live in these functions, so that the SQL backends and
-- Supabase's REST API (rpc) run the very same logic. Run after 002, the same way. Safe to run twice.

create table if not exists contact_requests (
  id          bigint generated always as identity primary key,
  -- Made by the browser: a request sent again (a lost answer, the outbox) is stored once.
  request_id  uuid        not null unique,
  -- What the visitor can quote to the agency, e.g. 7K4M-2PQX.
  reference   text        not null unique check (reference ~ '^[0-9A-Z]{4}-[0-9A-Z]{4}$'),
  first_name  text        not null check (length(first_name) between 1 and 80),
  last_name   text        not null check (length(last_name) between 1 and 80),
  email       text        not null check (length(email) between 3 and 254),
  message     text        not null check (length(message) between 1 and 5000),
  service     text        not null,
  -- Anonymised like a consent's: the last octet (IPv4) or all but three groups (IPv6) gone; null when unknown.
  ip_address  text,
  created_at  timestamptz not null default now(),
  -- When the one log line saying this request is stuck was written (by whichever server saw it first).
  stuck_reported_at timestamptz
);

create index if not exists contact_requests_created on contact_requests (created_at);

-- One row per request and channel. An auto-reply waits for its notification; `skipped` says why a channel
-- will never send (the per-recipient auto-reply limit), which is neither pending nor delivered.
create table if not exists contact_deliveries (
  request_id      bigint      not null references contact_requests (id) on delete cascade,
  channel         text        not null check (channel in ('notification', 'autoreply', 'webhook')),
  attempts        integer     not null default 0,
  last_error      text,
  next_attempt_at timestamptz not null,
  claimed_until   timestamptz,
  delivered_at    timestamptz,
  skipped         text,
  primary key (request_id, channel)
);

create index if not exists contact_deliveries_due on contact_deliveries (next_attempt_at) where delivered_at is null and skipped is null;

-- Sliding-window limits (per client address, per auto-reply recipient): one row per counted event.
-- Buckets are keyed hashes of the address, never the address itself, and rows older than a window go.
create table if not exists contact_limit_hits (
  bucket     text        not null,
  at         timestamptz not null,
  -- When this hit leaves its window and the row is deleted (contact_forget_limits, every sweep).
  expires_at timestamptz not null
);

create index if not exists contact_limit_hits_expiry on contact_limit_hits (expires_at);

create index if not exists contact_limit_hits_bucket on contact_limit_hits (bucket, at desc);

-- Counts one event in `bucket` unless `max_hits` already fell within `window_length` before `at`:
-- then nothing is counted and the answer is when the next event will be allowed. Null: counted.
create or replace function contact_take_limit(bucket text, at timestamptz, window_length interval, max_hits integer)
returns timestamptz
language plpgsql as $$
declare
  blocking timestamptz;
begin
  -- One event at a time per bucket, across every server on this database.
  perform pg_advisory_xact_lock(hashtext('contact_limit:' || bucket));
  delete from contact_limit_hits h where h.bucket = contact_take_limit.bucket and h.at <= contact_take_limit.at - window_length;
  select h.at into blocking from contact_limit_hits h
    where h.bucket = contact_take_limit.bucket
    order by h.at desc offset max_hits - 1 limit 1;
  if blocking is not null then
    return blocking + window_length;
  end if;
  insert into contact_limit_hits (bucket, at, expires_at)
    values (contact_take_limit.bucket, contact_take_limit.at, contact_take_limit.at + window_length);
  return null;
end
$$;

-- Stores one request with a row for each channel, at most once per request_id, within the address's limit.
-- Answers the reference, whether this call stored it (false: stored before, or refused), and when refused
-- for the limit, when the address may send again.
create or replace function contact_submit(
  request_id uuid, reference text, first_name text, last_name text, email text, message text, service text,
  ip_address text, at timestamptz, address_bucket text, address_window interval, address_max integer,
  recipient_bucket text, recipient_window interval, recipient_max integer
)
returns table (stored_reference text, created boolean, retry_at timestamptz)
language plpgsql as $$
declare
  existing text;
  new_id bigint;
  limited timestamptz;
  replies_skipped text;
begin
  perform pg_advisory_xact_lock(hashtext('contact_request:' || contact_submit.request_id::text));
  select r.reference into existing from contact_requests r where r.request_id = contact_submit.request_id;
  if existing is not null then
    return query select existing, false, null::timestamptz;
    return;
  end if;
  if address_bucket is not null then
    limited := contact_take_limit(address_bucket, at, address_window, address_max);
    if limited is not null then
      return query select null::text, false, limited;
      return;
    end if;
  end if;
  if contact_take_limit(recipient_bucket, at, recipient_window, recipient_max) is not null then
    replies_skipped := 'the daily auto-reply limit for this e-mail address was reached';
  end if;
  insert into contact_requests (request_id, reference, first_name, last_name, email, message, service, ip_address, created_at)
    values (contact_submit.request_id, contact_submit.reference, contact_submit.first_name, contact_submit.last_name,
            contact_submit.email, contact_submit.message, contact_submit.service, contact_submit.ip_address, at)
    returning id into new_id;
  insert into contact_deliveries (request_id, channel, next_attempt_at, skipped) values
    (new_id, 'notification', at, null),
    (new_id, 'autoreply', at, replies_skipped),
    (new_id, 'webhook', at, null);
  return query select contact_submit.reference, true, null::timestamptz;
end
$$;

-- One send in flight per delivery lane across every server and isolate: the e-mails (notification and
-- auto-reply) are one lane, the webhook another. A claim of a lane waits for any other claim of it (an
-- advisory lock held for the claim's transaction) and hands out nothing while a delivery of the lane is still
-- leased: a delivery is recorded before the lane's next one leaves, so a crash between a send and its record
-- leaves at most one delivery per lane to be sent again, once its lease lapses. It hands out up to `max_count`
-- due deliveries of the lane (only one request's with `only_reference`), the earliest first, each leased until
-- `lease_until`; an auto-reply only once its notification was delivered.
create or replace function contact_claim_due(
  channels text[], at timestamptz, lease_until timestamptz, max_count integer, only_reference text
)
returns table (
  id bigint, reference text, first_name text, last_name text, email text, message text, service text,
  created_at timestamptz, channel text, attempts integer
)
language plpgsql as $$
begin
  perform pg_advisory_xact_lock(hashtext('contact delivery lane ' || array_to_string(channels, ',')));
  if exists (
    select 1 from contact_deliveries d
    where d.channel = any(channels) and d.delivered_at is null and d.skipped is null and d.claimed_until > at
  ) then
    return;
  end if;
  return query
  with due as (
    select d.request_id, d.channel from contact_deliveries d
    where d.channel = any(channels) and d.delivered_at is null and d.skipped is null
      and (d.claimed_until is null or d.claimed_until <= at)
      and d.next_attempt_at <= at
      and (only_reference is null or d.request_id = (select o.id from contact_requests o where o.reference = only_reference))
      and (d.channel <> 'autoreply' or exists (
        select 1 from contact_deliveries n
        where n.request_id = d.request_id and n.channel = 'notification' and n.delivered_at is not null))
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

-- Makes every undelivered delivery of the given channels due at `at`, whatever its backoff said (the
-- operator's `deliver --now`, once a mailbox is reconnected or a quota renewed); returns how many.
create or replace function contact_make_due(channels text[], at timestamptz)
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
create or replace function contact_record_attempt(
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

-- What /api/health reports: deliveries not yet made on the given channels, how old the oldest is, and how
-- many requests have waited longer than `stuck_after`.
create or replace function contact_backlog(channels text[], at timestamptz, stuck_after interval)
returns table (pending integer, oldest_pending timestamptz, stuck integer)
language sql stable as $$
  select count(distinct r.id)::int, min(r.created_at),
         count(distinct r.id) filter (where r.created_at <= at - stuck_after)::int
  from contact_requests r join contact_deliveries d on d.request_id = r.id
  where d.channel = any(channels) and d.delivered_at is null and d.skipped is null
$$;

-- Deletes the limits' hits that have left their window, whichever bucket they are in; returns how many.
create or replace function contact_forget_limits(at timestamptz)
returns integer
language sql as $$
  with gone as (delete from contact_limit_hits h where h.expires_at <= contact_forget_limits.at returning 1)
  select count(*)::int from gone
$$;

-- The requests that have just become stuck (undelivered on a channel for `stuck_after`), each answered
-- once across every server, so that the log names each stuck request once.
create or replace function contact_mark_stuck(channels text[], at timestamptz, stuck_after interval)
returns setof text
language sql as $$
  update contact_requests r set stuck_reported_at = at
  where r.stuck_reported_at is null and r.created_at <= at - stuck_after
    and exists (select 1 from contact_deliveries d where d.request_id = r.id and d.channel = any(channels)
                and d.delivered_at is null and d.skipped is null)
  returning r.reference
$$;

-- Requests (and their deliveries) that arrived before `cutoff`; returns how many went.
create or replace function contact_purge(cutoff timestamptz)
returns integer
language sql as $$
  with gone as (delete from contact_requests where created_at < cutoff returning 1)
  select count(*)::int from gone
$$;

-- The daily jobs' last day, for any job (consent_purge_runs of 002 keeps the consent purge's own).
create or replace function claim_daily_job(job_name text, run_day date) returns boolean
language sql as $$
  with claimed as (
    insert into consent_purge_runs (job, last_day) values (job_name, run_day)
    on conflict (job) do update set last_day = excluded.last_day where consent_purge_runs.last_day < excluded.last_day
    returning 1
  )
  select count(*) = 1 from claimed
$$;

-- Supabase only: the public key may submit a request through contact_submit (which keeps the limits)
-- and nothing else; reading, delivering and purging are for the service role alone.
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    alter table contact_requests enable row level security;
    alter table contact_deliveries enable row level security;
    alter table contact_limit_hits enable row level security;
    revoke all on contact_requests, contact_deliveries, contact_limit_hits from anon, authenticated;
    alter function contact_submit(uuid, text, text, text, text, text, text, text, timestamptz, text, interval, integer, text, interval, integer) security definer;
    alter function contact_submit(uuid, text, text, text, text, text, text, text, timestamptz, text, interval, integer, text, interval, integer) set search_path = public;
    revoke execute on function contact_submit(uuid, text, text, text, text, text, text, text, timestamptz, text, interval, integer, text, interval, integer) from public, authenticated;
    grant execute on function contact_submit(uuid, text, text, text, text, text, text, text, timestamptz, text, interval, integer, text, interval, integer) to anon;
    revoke execute on function contact_take_limit(text, timestamptz, interval, integer),
      contact_claim_due(text[], timestamptz, timestamptz, integer, text), contact_make_due(text[], timestamptz), contact_forget_limits(timestamptz),
      contact_record_attempt(bigint, text, timestamptz, boolean, text, timestamptz),
      contact_backlog(text[], timestamptz, interval), contact_mark_stuck(text[], timestamptz, interval), contact_purge(timestamptz), claim_daily_job(text, date)
      from public, anon, authenticated;
  end if;
end
$$;

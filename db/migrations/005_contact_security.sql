-- Contact requests that no one can turn against anyone (issue 44). Run after 004, the same way; safe to run
-- again, and on a database that already holds requests.
-- - The limits are computed here, from the request alone: time, windows, maxima and buckets are never an
--   argument the public key can choose. Buckets are HMAC-SHA256 of what they count, keyed with a secret of
--   this database that only its owner can read.
-- - Every field is checked here as the form's schema checks it (lib/contact/schema.ts holds the same rules or
--   stricter ones), and a refusal names only the column: never PostgreSQL's "Failing row contains (...)".
-- - Supabase's public key may execute one function, contact_hand_in(); the server submits with the service role.

-- HMAC and random bytes. Supabase has it in its `extensions` schema already; elsewhere it lands in public.
create extension if not exists pgcrypto;

-- What no role but the owner may see or run: PostgREST exposes only the schemas it is told to (public).
create schema if not exists contact_private;
revoke all on schema contact_private from public;

-- The key of every limit bucket: 32 random bytes drawn once, here, never beside the hits it keys.
create table if not exists contact_private.limit_secret (
  singleton boolean primary key default true check (singleton),
  secret    bytea   not null check (length(secret) = 32)
);
revoke all on contact_private.limit_secret from public;

do $$
begin
  if not exists (select 1 from contact_private.limit_secret) then
    -- The hits of 003 are plain SHA-256 of an address, reversible by trying every address: they go, and the
    -- limits start again from nothing (at worst a few more requests pass on the day this runs).
    delete from contact_limit_hits;
    insert into contact_private.limit_secret (secret) values (gen_random_bytes(32)) on conflict do nothing;
  end if;
end
$$;

-- The limits, in one place. `budget` is the site's auto-replies per hour: its maximum here is the default,
-- which the server may replace (AUTO_REPLY_HOURLY_LIMIT); `budget-reported` lets one server a window log it.
create or replace function contact_private.limit_rule(kind text, out window_length interval, out max_hits integer)
language sql immutable set search_path = pg_catalog, pg_temp as $$
  select rule.window_length, rule.max_hits from (values
    ('address', interval '10 minutes', 5),
    ('recipient', interval '24 hours', 3),
    ('budget', interval '1 hour', 30),
    ('budget-reported', interval '1 hour', 1)
  ) as rule (kind, window_length, max_hits)
  where rule.kind = limit_rule.kind
$$;

-- A bucket: the kind, and the HMAC of what it counts under the database's secret.
create or replace function contact_private.limit_bucket(kind text, counted text) returns text
language sql stable set search_path = pg_catalog, extensions, public, pg_temp as $$
  select kind || ':' || encode(hmac(convert_to(counted, 'UTF8'), s.secret, 'sha256'), 'hex')
  from contact_private.limit_secret s
$$;

-- What the per-address limit counts by: one IPv4 address, or one IPv6 /64 written like 2001:db8:1:2::/64; the
-- port dropped and IPv4-mapped IPv6 unmapped (as limitAddressKey() in lib/consent/ip.ts). Null: no address.
create or replace function contact_private.address_key(raw text) returns text
language plpgsql immutable set search_path = pg_catalog, pg_temp as $$
declare
  candidate text := btrim(raw);
  address inet;
begin
  candidate := coalesce(substring(candidate from '^\[([^]]+)\](?::[0-9]+)?$'), candidate);
  if candidate ~ '^[0-9.]+:[0-9]+$' then
    candidate := split_part(candidate, ':', 1);
  end if;
  begin
    address := candidate::inet;
  exception when invalid_text_representation then
    return null;
  end;
  if family(address) = 4 then
    return host(address);
  end if;
  if address <<= '::ffff:0.0.0.0/96'::inet then
    return host('0.0.0.0'::inet + (address - '::ffff:0.0.0.0'::inet));
  end if;
  return network(set_masklen(address, 64))::text;
end
$$;

-- What the daily auto-reply cap counts by: one mailbox, however its address is written. Lower case, no
-- `+tag`, and for Gmail (gmail.com, googlemail.com) no dots in the local part.
create or replace function contact_private.recipient_key(email text) returns text
language sql immutable set search_path = pg_catalog, pg_temp as $$
  select case when parts.domain in ('gmail.com', 'googlemail.com')
              then replace(parts.local, '.', '') || '@gmail.com'
              else parts.local || '@' || parts.domain end
  from (select split_part(split_part(address, '@', 1), '+', 1) as local, split_part(address, '@', 2) as domain
        from (select lower(btrim(email)) as address) as lowered) as parts
$$;

-- Whether `bucket` is full at `at`: the moment its oldest counting hit leaves the window, or null while
-- there is room. Holds the bucket's lock until the transaction ends, across every server.
create or replace function contact_private.limit_full_until(bucket text, at timestamptz, window_length interval,
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

create or replace function contact_private.count_hit(bucket text, at timestamptz, window_length interval) returns void
language sql set search_path = pg_catalog, public, pg_temp as $$
  insert into contact_limit_hits (bucket, at, expires_at) values (bucket, at, at + window_length)
$$;

-- Counts one request from `client_address` unless the address is over its limit: then null is not returned
-- but the moment it may send again, and nothing is counted.
create or replace function contact_private.take_address(client_address text, at timestamptz) returns timestamptz
language plpgsql set search_path = pg_catalog, extensions, public, pg_temp as $$
declare
  rule record := contact_private.limit_rule('address');
  bucket text := contact_private.limit_bucket('address',
    coalesce(contact_private.address_key(client_address), lower(btrim(client_address))));
  full_until timestamptz;
begin
  full_until := contact_private.limit_full_until(bucket, at, rule.window_length, rule.max_hits);
  if full_until is null then
    perform contact_private.count_hit(bucket, at, rule.window_length);
  end if;
  return full_until;
end
$$;

-- Whether an auto-reply may go to `email`: within the mailbox's daily cap and the site's hourly budget, each
-- counted only when the reply will go. Otherwise `skipped` says why; `report_spent` is true for the first
-- request of an hour that found the budget spent, so that one server logs it once.
create or replace function contact_private.take_auto_reply(email text, at timestamptz, hourly_limit integer,
  out skipped text, out report_spent boolean)
language plpgsql set search_path = pg_catalog, extensions, public, pg_temp as $$
declare
  daily record := contact_private.limit_rule('recipient');
  hourly record := contact_private.limit_rule('budget');
  mailbox text := contact_private.limit_bucket('recipient', contact_private.recipient_key(email));
  budget text := contact_private.limit_bucket('budget', 'site');
  reported text := contact_private.limit_bucket('budget-reported', 'site');
begin
  report_spent := false;
  if contact_private.limit_full_until(mailbox, at, daily.window_length, daily.max_hits) is not null then
    skipped := 'the daily auto-reply limit for this e-mail address was reached';
  elsif contact_private.limit_full_until(budget, at, hourly.window_length, hourly_limit) is not null then
    skipped := format('the hourly auto-reply budget (%s) was spent', hourly_limit);
    if contact_private.limit_full_until(reported, at, hourly.window_length, 1) is null then
      perform contact_private.count_hit(reported, at, hourly.window_length);
      report_spent := true;
    end if;
  else
    perform contact_private.count_hit(mailbox, at, daily.window_length);
    perform contact_private.count_hit(budget, at, hourly.window_length);
  end if;
end
$$;

-- The fields' rules, shared by the table's CHECKs and the submit functions. lib/contact/schema.ts refuses
-- everything these refuse (and more), so a request the form accepted is never refused here.
-- Names: no control, bidi or zero-width character, no ASCII but letters, space, apostrophe, hyphen and dot,
-- and no dot followed by two letters (a domain).
create or replace function contact_private.name_allowed(value text) returns boolean
language sql immutable set search_path = pg_catalog, pg_temp as $$
  select length(value) between 1 and 80
    and value !~ '[\u0001-\u001f\u0021-\u0026\u0028-\u002c\u002f-\u0040\u005b-\u0060\u007b-\u009f\u00ad\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]'
    and value !~ '\.[A-Za-z]{2}'
$$;

-- The e-mail address's shape: zod's (z.regexes.email), character for character; lib/contact/schema.ts uses it.
create or replace function contact_private.email_shape() returns text
language sql immutable set search_path = pg_catalog, pg_temp as $$
  select '^(?:[A-Za-z0-9_''+\-]+\.)*[A-Za-z0-9_''+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$'::text
$$;

create or replace function contact_private.email_allowed(value text) returns boolean
language sql immutable set search_path = pg_catalog, pg_temp as $$
  select length(value) <= 254 and value ~ contact_private.email_shape()
$$;

-- The message keeps free text: no control character but tab, newline and carriage return.
create or replace function contact_private.message_allowed(value text) returns boolean
language sql immutable set search_path = pg_catalog, pg_temp as $$
  select length(value) between 1 and 5000 and value !~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]'
$$;

-- serviceOptions of lib/contact/fields.ts.
create or replace function contact_private.service_options() returns text[]
language sql immutable set search_path = pg_catalog, pg_temp as $$
  select array['Informazioni generali', 'AI Agents', 'Chatbot AI', 'Software PMI', 'Team di sviluppo',
               'Piani di crescita', 'Altro']
$$;

-- The first column whose value the rules refuse, as `contact_requests.<column>`; null when all pass.
create or replace function contact_private.refused_field(first_name text, last_name text, email text,
  message text, service text) returns text
language sql immutable set search_path = pg_catalog, pg_temp as $$
  select case
    when not coalesce(contact_private.name_allowed(first_name), false) then 'contact_requests.first_name'
    when not coalesce(contact_private.name_allowed(last_name), false) then 'contact_requests.last_name'
    when not coalesce(contact_private.email_allowed(email), false) then 'contact_requests.email'
    when not coalesce(contact_private.message_allowed(message), false) then 'contact_requests.message'
    when not coalesce(service = any(contact_private.service_options()), false) then 'contact_requests.service'
  end
$$;

do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'contact_requests_service_known') then
    -- Rows stored before these checks that break them (the public key's old function stored anything) are
    -- never sent: their pending deliveries are skipped with the reason, as a delivery given up would be. Then
    -- no later UPDATE of such a row (contact_mark_stuck) meets the new checks.
    update contact_deliveries d
      set skipped = 'refused by the checks of migration 005 (' || refused.field || ')',
          last_error = 'refused by the checks of migration 005 (' || refused.field || ')',
          claimed_until = null
      from (select r.id, contact_private.refused_field(r.first_name, r.last_name, r.email, r.message, r.service) as field
            from contact_requests r) as refused
      where d.request_id = refused.id and refused.field is not null and d.delivered_at is null and d.skipped is null;
    -- Not valid: old rows are kept as they are; every new or changed row is checked.
    alter table contact_requests
      add constraint contact_requests_first_name_allowed check (contact_private.name_allowed(first_name)) not valid,
      add constraint contact_requests_last_name_allowed check (contact_private.name_allowed(last_name)) not valid,
      add constraint contact_requests_email_shape check (contact_private.email_allowed(email)) not valid,
      add constraint contact_requests_message_allowed check (contact_private.message_allowed(message)) not valid,
      add constraint contact_requests_service_known check (service = any(contact_private.service_options())) not valid;
  end if;
end
$$;

-- A short reference a visitor can quote (7K4M-2PQX): Crockford's base 32, without I, L, O and U to misread.
create or replace function contact_private.new_reference() returns text
language sql volatile set search_path = pg_catalog, extensions, public, pg_temp as $$
  select left(drawn.letters, 4) || '-' || right(drawn.letters, 4)
  from (select string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', get_byte(random.bytes, i) % 32 + 1, 1), '' order by i)
          as letters
        from (select gen_random_bytes(8) as bytes) as random, generate_series(0, 7) as i) as drawn
$$;

-- Stores one checked request with a row for each channel; answers its reference, drawn here unless given.
create or replace function contact_private.insert_request(request_id uuid, reference text, first_name text,
  last_name text, email text, message text, service text, ip_address text, at timestamptz, auto_reply_skipped text)
returns text
language plpgsql set search_path = pg_catalog, extensions, public, pg_temp as $$
declare
  new_id bigint;
  drawn text;
  broken text;
begin
  for draw in 1..5 loop
    drawn := coalesce(insert_request.reference, contact_private.new_reference());
    begin
      insert into contact_requests (request_id, reference, first_name, last_name, email, message, service, ip_address, created_at)
        values (insert_request.request_id, drawn, insert_request.first_name, insert_request.last_name,
                insert_request.email, insert_request.message, insert_request.service, insert_request.ip_address, at)
        returning id into new_id;
      exit;
    exception when unique_violation then
      -- A reference drawn twice (about one in a trillion): draw again. A reference that was given is not.
      get stacked diagnostics broken = constraint_name;
      if broken <> 'contact_requests_reference_key' or insert_request.reference is not null or draw = 5 then
        raise;
      end if;
    end;
  end loop;
  insert into contact_deliveries (request_id, channel, next_attempt_at, skipped) values
    (new_id, 'notification', at, null),
    (new_id, 'autoreply', at, auto_reply_skipped),
    (new_id, 'webhook', at, null);
  return drawn;
end
$$;

-- The server's submit (the SQL backends' owner, Supabase's service role): one request, at most once per
-- request_id, within the client address's limit (null: the address is unknown, and every such request shares one count), its auto-reply within the
-- mailbox's daily cap and the site's hourly budget (null: the default). `at` is the server's clock (tests
-- control it); `reference` is for tests and imports, the site lets the database draw it. Refused fields
-- raise check_violation with `contact_requests.<column>` and nothing else.
create or replace function contact_submit_request(
  request_id uuid, first_name text, last_name text, email text, message text, service text,
  ip_address text, client_address text, at timestamptz, auto_reply_hourly_limit integer, reference text default null
)
returns table (stored_reference text, created boolean, retry_at timestamptz, auto_reply_skipped text,
               budget_spent_reported boolean)
language plpgsql security definer set search_path = pg_catalog, extensions, public, pg_temp as $$
declare
  refused text := contact_private.refused_field(first_name, last_name, email, message, service);
  limited timestamptz;
  reply record;
begin
  if refused is not null then
    raise exception using errcode = 'check_violation', message = refused;
  end if;
  perform pg_advisory_xact_lock(hashtext('contact_request:' || contact_submit_request.request_id::text));
  return query
    select r.reference, false, null::timestamptz, d.skipped, false
    from contact_requests r join contact_deliveries d on d.request_id = r.id and d.channel = 'autoreply'
    where r.request_id = contact_submit_request.request_id;
  if found then
    return;
  end if;
  -- The limit is never off: requests whose address nobody vouches for share one bucket.
  limited := contact_private.take_address(coalesce(client_address, 'unknown'), at);
  if limited is not null then
    return query select null::text, false, limited, null::text, false;
    return;
  end if;
  reply := contact_private.take_auto_reply(email, at,
    coalesce(auto_reply_hourly_limit, (contact_private.limit_rule('budget')).max_hits));
  return query select
    contact_private.insert_request(contact_submit_request.request_id, contact_submit_request.reference,
      first_name, last_name, email, message, service, ip_address, at, reply.skipped),
    true, null::timestamptz, reply.skipped, reply.report_spent;
end
$$;

-- The caller's address as PostgREST received it (Supabase: Cloudflare's cf-connecting-ip, else the first
-- X-Forwarded-For entry); null outside PostgREST or when it says nothing.
create or replace function contact_private.caller_address() returns text
language plpgsql stable set search_path = pg_catalog, pg_temp as $$
declare
  headers json;
begin
  headers := nullif(current_setting('request.headers', true), '')::json;
  return nullif(btrim(coalesce(headers ->> 'cf-connecting-ip', split_part(headers ->> 'x-forwarded-for', ',', 1))), '');
exception when others then
  return null;
end
$$;

-- What Supabase's public key may do: hand in one request. Everything else is decided here: the time is now,
-- the address is the caller's (one shared bucket for callers without one), the limits are the defaults.
create or replace function contact_hand_in(request_id uuid, first_name text, last_name text, email text,
  message text, service text)
returns table (stored_reference text, created boolean, retry_at timestamptz)
language sql security definer set search_path = pg_catalog, public, pg_temp as $$
  select s.stored_reference, s.created, s.retry_at
  from contact_submit_request(request_id => contact_hand_in.request_id, first_name => contact_hand_in.first_name,
    last_name => contact_hand_in.last_name, email => contact_hand_in.email, message => contact_hand_in.message,
    service => contact_hand_in.service, ip_address => null,
    client_address => coalesce(contact_private.caller_address(), 'unknown'), at => now(),
    auto_reply_hourly_limit => null) as s
$$;

-- A delivery that will never be sent (its stored fields fail the form's schema): skipped with the reason,
-- which is also its last error; the attempt counted, the lease released, `at` kept as its last moment.
create or replace function contact_give_up(request_id bigint, channel text, at timestamptz, reason text)
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

-- The daily purge also forgets the limits' hits that have left their window.
create or replace function contact_purge(cutoff timestamptz)
returns integer
language sql as $$
  with forgotten as (delete from contact_limit_hits h where h.expires_at <= now()),
  gone as (delete from contact_requests where created_at < cutoff returning 1)
  select count(*)::int from gone
$$;

-- The function that let its caller choose limits, time and buckets goes (003 creates it again on each run,
-- before this drops it, in the same transaction).
drop function if exists contact_submit(uuid, text, text, text, text, text, text, text, timestamptz, text, interval,
  integer, text, interval, integer);

-- PostgreSQL lets PUBLIC execute every new function: nobody but the owner runs these unless granted below.
revoke all on all functions in schema contact_private from public;
revoke execute on function contact_submit_request(uuid, text, text, text, text, text, text, text, timestamptz, integer, text),
  contact_hand_in(uuid, text, text, text, text, text), contact_give_up(bigint, text, timestamptz, text),
  contact_take_limit(text, timestamptz, interval, integer), contact_claim_due(text[], timestamptz, timestamptz, integer, text),
  contact_make_due(text[], timestamptz), contact_record_attempt(bigint, text, timestamptz, boolean, text, timestamptz),
  contact_backlog(text[], timestamptz, interval), contact_forget_limits(timestamptz),
  contact_mark_stuck(text[], timestamptz, interval), contact_purge(timestamptz), claim_daily_job(text, date)
  from public;

-- Supabase: its roles get every new function and table in public explicitly (default privileges), so they
-- are revoked by name. The public key may hand in a request and nothing else; the service role runs the
-- server's functions; neither reads the secret.
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    revoke all on schema contact_private from anon, authenticated;
    revoke all on all tables in schema contact_private from anon, authenticated;
    revoke all on all functions in schema contact_private from anon, authenticated;
    revoke execute on function contact_submit_request(uuid, text, text, text, text, text, text, text, timestamptz, integer, text),
      contact_give_up(bigint, text, timestamptz, text), contact_take_limit(text, timestamptz, interval, integer),
      contact_claim_due(text[], timestamptz, timestamptz, integer, text), contact_make_due(text[], timestamptz),
      contact_record_attempt(bigint, text, timestamptz, boolean, text, timestamptz),
      contact_backlog(text[], timestamptz, interval), contact_forget_limits(timestamptz),
      contact_mark_stuck(text[], timestamptz, interval), contact_purge(timestamptz), claim_daily_job(text, date)
      from anon, authenticated;
    revoke execute on function contact_hand_in(uuid, text, text, text, text, text) from authenticated;
    grant execute on function contact_hand_in(uuid, text, text, text, text, text) to anon;
  end if;
  if exists (select 1 from pg_roles where rolname = 'service_role') then
    revoke all on schema contact_private from service_role;
    revoke all on all tables in schema contact_private from service_role;
    revoke all on all functions in schema contact_private from service_role;
    -- The table's CHECKs run their functions as whoever writes a row: the sweep's contact_mark_stuck() does.
    -- Usage lets it find them by name; the secret and every other function stay the owner's.
    grant usage on schema contact_private to service_role;
    grant execute on function contact_private.name_allowed(text), contact_private.email_allowed(text),
      contact_private.email_shape(), contact_private.message_allowed(text), contact_private.service_options()
      to service_role;
    grant execute on function contact_submit_request(uuid, text, text, text, text, text, text, text, timestamptz, integer, text),
      contact_give_up(bigint, text, timestamptz, text), contact_claim_due(text[], timestamptz, timestamptz, integer, text),
      contact_make_due(text[], timestamptz), contact_record_attempt(bigint, text, timestamptz, boolean, text, timestamptz),
      contact_backlog(text[], timestamptz, interval), contact_forget_limits(timestamptz),
      contact_mark_stuck(text[], timestamptz, interval), contact_purge(timestamptz), claim_daily_job(text, date)
      to service_role;
  end if;
end
$$;

-- Every open of the store runs the migrations: the hits that left their window while no server ran go now.
delete from contact_limit_hits where expires_at <= now();

-- Cookie-consent records: the agency's proof of every consent a visitor gave.
-- The one schema for both backends: run by the embedded database on first use,
-- and pasted once into Supabase's SQL editor for production. Safe to run twice.

create table if not exists cookie_consents (
  id           bigint generated always as identity primary key,
  session_id   text        not null,
  ip_address   text,
  user_agent   text        not null default '',
  page_url     text        not null,
  referrer     text        not null default '',
  necessary    boolean     not null default true check (necessary),
  analytics    boolean     not null,
  functional   boolean     not null,
  marketing    boolean     not null,
  consent_data jsonb       not null,
  "timestamp"  timestamptz not null,
  created_at   timestamptz not null default now()
);

-- The policy version the visitor answered, and a hash of the HttpOnly cookie that lets only the
-- browser that gave the consent read it back (GET /api/consent). Added to tables of the first version.
alter table cookie_consents add column if not exists policy_version text not null default '1.0';
alter table cookie_consents add column if not exists reader_hash text;

create index if not exists cookie_consents_session_created on cookie_consents (session_id, created_at desc);

-- Supabase only (its 'anon' role does not exist elsewhere): the public key may
-- insert records and nothing else; reading needs the service role.
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    alter table cookie_consents enable row level security;
    if not exists (select 1 from pg_policies where tablename = 'cookie_consents' and policyname = 'anon can insert consents') then
      create policy "anon can insert consents" on cookie_consents for insert to anon with check (necessary);
    end if;
    grant insert on cookie_consents to anon;
    revoke select, update, delete on cookie_consents from anon;
  end if;
end
$$;

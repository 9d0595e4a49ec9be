-- Global Privacy Control: a browser's own refusal, honoured as "Only necessary" without asking and stored
-- like any choice, with accept_type 'signal' and the notice the visitor saw (consent_texts). Every record
-- also says whether the signal was on when the choice was made, and whether the POST carried Sec-GPC: 1.
-- Run after 003, the same way. Safe to run twice.

do $$
begin
  -- 002 named its check after the column; this one also knows 'signal'.
  alter table cookie_consents drop constraint if exists cookie_consents_accept_type_check;
  if not exists (select 1 from pg_constraint where conname = 'cookie_consents_accept_type_known') then
    alter table cookie_consents add constraint cookie_consents_accept_type_known
      check (accept_type in ('all', 'necessary', 'custom', 'close', 'signal'));
  end if;
end
$$;

-- Null in records stored before this migration, or sent by a page of before it.
alter table cookie_consents add column if not exists gpc_signal boolean;
alter table cookie_consents add column if not exists gpc_header boolean;

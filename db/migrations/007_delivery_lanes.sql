-- One send in flight per delivery lane across every server and isolate: the e-mails (notification and
-- auto-reply) are one lane, the webhook another. A claim of a lane waits for any other claim of it (an
-- advisory lock held for the claim's transaction) and hands out nothing while a delivery of the lane is still
-- leased: a delivery is recorded before the lane's next one leaves, so a crash between a send and its record
-- leaves at most one delivery per lane to be sent again, once its lease lapses. Otherwise as 003's: due
-- deliveries of the lane, the earliest first, an auto-reply only once its notification was delivered.
-- Same arguments and result as 003's, so 003's `create or replace` and this one alternate on every run.
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

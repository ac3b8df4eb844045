// The report quality of each carrier (entity reportQuality, screen 诚信考核): one row per driver of
// a branch over his reports to the provincial monitoring platform (tms_monitoring_report): how
// many were sent, accepted at the first sending, refused, re-reported, the first-time acceptance
// rate in percent and his latest refusal with its reason. A view, so it always equals the reports.
// Written by hand (a view is not an entity table); never edit it once released.
import { sql, type Kysely } from 'kysely';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await sql`create view tms_report_quality_view as
    select min(r.id) as id, r.branch_code, r.driver_code, max(r.driver_name) as driver_name,
      count(*) as message_count,
      sum(case when r.send_count > 0 then 1 else 0 end) as reported_count,
      sum(case when r.accepted_first_time = 1 then 1 else 0 end) as accepted_first_count,
      sum(coalesce(r.refused_count, 0)) as refused_count,
      sum(case when r.status = 'rereported' then 1 else 0 end) as rereported_count,
      sum(case when r.status = 'failed' then 1 else 0 end) as failed_count,
      sum(case when r.status = 'unreported' then 1 else 0 end) as unreported_count,
      case when sum(case when r.send_count > 0 then 1 else 0 end) = 0 then null
        else round(100.0 * sum(case when r.accepted_first_time = 1 then 1 else 0 end)
          / sum(case when r.send_count > 0 then 1 else 0 end), 2) end as acceptance_rate,
      (select q.refusal_reason from tms_monitoring_report q
        where q.branch_code = r.branch_code and q.driver_code = r.driver_code and q.refused_date_time is not null
        order by q.refused_date_time desc, q.id desc limit 1) as last_refusal_reason,
      max(r.refused_date_time) as last_refused_date_time,
      max(r.last_sent_date_time) as last_sent_date_time
    from tms_monitoring_report r
    where r.driver_code is not null
    group by r.branch_code, r.driver_code`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await sql`drop view tms_report_quality_view`.execute(db);
}

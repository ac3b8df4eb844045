// Demo reports of 自定义报表: what the demo branch's staff and the platform administrator saved
// over the ledger, the fund movements, the waybills and the invoices — some their own, some
// shared with a role — so the screen opens on reports that run over the demo's real records.
// Written after the demo's money is posted (server/seed/moneyDemo.ts AFTER_POSTING).
import type { Transaction } from 'kysely';
import type { EntityDb } from '../../../entities/listQuery';
import type { Database } from '../../../storage/schema';
import { displayTime } from '../../../storage/clock';

interface DemoReport {
  owner: 'staff' | 'admin';
  reportName: string;
  sourceEntity: string;
  dimensions: string[];
  measures: string[];
  filters: string[];
  chartType: 'bar' | 'line' | 'pie' | 'table';
  sortField?: string;
  sortType?: 'asc' | 'desc';
  sharedRoles: string[];
  remark: string;
  daysAgo: number;
}

export const DEMO_REPORTS: readonly DemoReport[] = [
  {
    owner: 'staff', reportName: '各货主应收余额', sourceEntity: 'ledgerEntry', dimensions: ['partyCode'],
    measures: ['amount:opening', 'increase:sum', 'decrease:sum', 'amount:closing'], filters: ['accountKind=due'],
    chartType: 'bar', sortField: 'amount:closing', sortType: 'desc', sharedRoles: ['BRANCH_STAFF'],
    remark: '月底对账用：按期末应收从高到低，选定会计期间后运行', daysAgo: 40,
  },
  {
    owner: 'staff', reportName: '司机月度实收与代扣税', sourceEntity: 'fundMovement', dimensions: ['gmtCreated:month'],
    measures: ['netPaid:sum', 'taxWithheld:sum', 'withdrawn:sum'], filters: ['partyType=driver'],
    chartType: 'line', sharedRoles: [], remark: '个税申报前核对每月代扣税额', daysAgo: 25,
  },
  {
    owner: 'admin', reportName: '各省装货运单与运费', sourceEntity: 'waybill', dimensions: ['loadingCountrySubdivisionCode:province'],
    measures: ['count', 'totalMonetaryAmount:sum'], filters: [], chartType: 'pie', sortField: 'count', sortType: 'desc',
    sharedRoles: ['BRANCH_STAFF'], remark: '运力布局参考：装货地按省汇总', daysAgo: 18,
  },
  {
    owner: 'staff', reportName: '上游客户服务费贡献', sourceEntity: 'fundMovement', dimensions: ['journalShipperCode'],
    measures: ['chargedWaybills:sum', 'receivableChange:sum', 'feeIncome:sum'], filters: ['businessType=freightCharged'],
    chartType: 'bar', sortField: 'feeIncome:sum', sortType: 'desc', sharedRoles: ['PLAT_ADMIN'], remark: '季度客户评级参考', daysAgo: 9,
  },
];

export async function seedCustomReportsDemo(trx: Transaction<Database>, now: Date): Promise<void> {
  const parties = await trx.selectFrom('party').select(['username', 'code', 'name', 'branch_code']).where('username', 'in', ['staff', 'admin']).execute();
  const edb = trx as unknown as EntityDb;
  for (const report of DEMO_REPORTS) {
    const owner = parties.find((party) => party.username === report.owner);
    if (!owner) continue;
    const time = displayTime(new Date(now.getTime() - report.daysAgo * 86_400_000));
    await edb.insertInto('tms_custom_report').values({
      report_name: report.reportName, source_entity: report.sourceEntity, dimensions: JSON.stringify(report.dimensions),
      measures: JSON.stringify(report.measures), filters: JSON.stringify(report.filters), chart_type: report.chartType,
      sort_field: report.sortField ?? null, sort_type: report.sortField ? report.sortType ?? 'asc' : null,
      shared_roles: JSON.stringify(report.sharedRoles), owner_code: owner.code, owner_name: owner.name, remark: report.remark,
      branch_code: owner.branch_code, gmt_created: time, gmt_modified: time,
    }).execute();
  }
}

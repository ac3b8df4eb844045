// The provincial monitoring platforms a branch reports to, as data: schemas/reports/
// provincial-platforms.json (codes 1..21 of the branch configuration loginkTarget_reportProvince,
// checked against its schema when first read). 0 — or no valid value — means the branch reports
// to none: reporting is disabled and the server refuses it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { BranchConfigKey } from '../../src/core/api/client';
import { createAjv } from '../../src/core/validation/createAjv';
import type { Database } from '../storage/schema';
import { validatorFor } from '../http/validators';

export const REPORTS_SCHEMA_DIR = path.resolve(import.meta.dirname, '../../schemas/reports');
export const NO_REPORT_PROVINCE = 0;
/** The branch configuration key of the operator's road transport permit number (道路运输经营许可证号),
 * which the waybill message names; a waybill's own permitNumber comes first. */
export const PERMIT_NUMBER_KEY = 'loginkTarget_permitNumber';

export type FormatVariant = 'json' | 'xml';

export interface ReportProvince {
  /** The value of loginkTarget_reportProvince (1..21). */
  code: number;
  /** GB/T 2260 province code (120000). */
  provinceCode: string;
  provinceName: string;
  platformName: string;
  variant: FormatVariant;
  variantConfirmed: boolean;
  /** The environment variable holding the platform's address (empty or unset: the simulator). */
  endpointSetting: string;
  note?: string;
}

let platforms: ReportProvince[] | null = null;

/** Every platform, by code; the file is checked against its schema and for codes 1..21 in order. */
export function reportProvinces(): ReportProvince[] {
  if (platforms) return platforms;
  const read = (name: string) => JSON.parse(readFileSync(path.join(REPORTS_SCHEMA_DIR, name), 'utf8')) as Record<string, unknown>;
  const schema = read('provincial-platforms.schema.json');
  delete schema.$schema;
  const data = read('provincial-platforms.json');
  const validate = validatorFor('payload', schema);
  if (!validate(data)) throw new Error(`schemas/reports/provincial-platforms.json: ${createAjv().errorsText(validate.errors)}`);
  const list = data.platforms as ReportProvince[];
  list.forEach((platform, index) => {
    if (platform.code !== index + 1) throw new Error(`schemas/reports/provincial-platforms.json: platform ${index + 1} has code ${platform.code}`);
  });
  platforms = list;
  return list;
}

export function reportProvinceByCode(code: number): ReportProvince | undefined {
  return reportProvinces().find((platform) => platform.code === code);
}

/** The code a configuration value holds: 0..21, anything else 0 (as the console reads it). */
export function reportProvinceCode(value: string | null | undefined): number {
  const text = (value ?? '').trim();
  if (!/^\d{1,2}$/.test(text)) return NO_REPORT_PROVINCE;
  const code = Number(text);
  return code <= reportProvinces().length ? code : NO_REPORT_PROVINCE;
}

/** The branch's platform, or null when it reports to none (0). */
export async function branchReportProvince(db: Kysely<Database>, branchCode: string): Promise<ReportProvince | null> {
  const row = await db.selectFrom('branch_config').select('config_value')
    .where('branch_code', '=', branchCode).where('config_key', '=', BranchConfigKey.reportProvince).executeTakeFirst();
  return reportProvinceByCode(reportProvinceCode(row?.config_value)) ?? null;
}

/** The operator's permit number as the branch configures it, or undefined. */
export async function branchPermitNumber(db: Kysely<Database>, branchCode: string): Promise<string | undefined> {
  const row = await db.selectFrom('branch_config').select('config_value')
    .where('branch_code', '=', branchCode).where('config_key', '=', PERMIT_NUMBER_KEY).executeTakeFirst();
  return row?.config_value?.trim() || undefined;
}

/** The platform's address from its setting; '' when none is set (the local simulator answers). */
export function endpointOf(platform: ReportProvince, env: NodeJS.ProcessEnv = process.env): string {
  return (env[platform.endpointSetting] ?? '').trim();
}

// The branch's warning thresholds (企业配置, systemManage/partyGroupConfig: table branch_config,
// dictionary branch_config_key), each with its default when the branch has not set it or the
// value is unreadable:
// - alarm_speedLimit (km/h, default 80: the limit of heavy goods vehicles on most expressways)
//   and alarm_speedingMinutes (default 5): speeding is driving over the limit for that long;
// - alarm_fatigueHours (default 4) and alarm_restMinutes (default 20): fatigue is driving longer
//   than that without a stop of that length (the road traffic safety regulation's 4 h / 20 min);
// - alarm_departureHours (default 2): a loaded vehicle that has not moved that long after its
//   loading time raises a departure warning.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../storage/schema';

export const ALARM_CONFIG = {
  speedLimit: { key: 'alarm_speedLimit', default: 80, min: 30, max: 200 },
  speedingMinutes: { key: 'alarm_speedingMinutes', default: 5, min: 1, max: 120 },
  fatigueHours: { key: 'alarm_fatigueHours', default: 4, min: 1, max: 12 },
  restMinutes: { key: 'alarm_restMinutes', default: 20, min: 5, max: 240 },
  departureHours: { key: 'alarm_departureHours', default: 2, min: 0.5, max: 72 },
} as const;

export type AlarmSettings = { -readonly [K in keyof typeof ALARM_CONFIG]: number };

export const DEFAULT_ALARM_SETTINGS: AlarmSettings = Object.fromEntries(
  Object.entries(ALARM_CONFIG).map(([name, config]) => [name, config.default]),
) as AlarmSettings;

/** The thresholds of each branch asked for (defaults for the keys a branch has not set). */
export async function alarmSettings(db: Kysely<Database> | Transaction<Database>, branches: string[]): Promise<Map<string, AlarmSettings>> {
  const out = new Map<string, AlarmSettings>(branches.map((b) => [b, { ...DEFAULT_ALARM_SETTINGS }]));
  if (branches.length === 0) return out;
  const rows = await db.selectFrom('branch_config').select(['branch_code', 'config_key', 'config_value'])
    .where('branch_code', 'in', branches).where('config_key', 'in', Object.values(ALARM_CONFIG).map((c) => c.key)).execute();
  for (const row of rows) {
    const entry = Object.entries(ALARM_CONFIG).find(([, c]) => c.key === row.config_key);
    const settings = out.get(row.branch_code);
    if (!entry || !settings) continue;
    const [name, config] = entry;
    const value = Number(row.config_value);
    if (row.config_value !== null && String(row.config_value).trim() !== '' && Number.isFinite(value) && value >= config.min && value <= config.max) {
      settings[name as keyof AlarmSettings] = value;
    }
  }
  return out;
}

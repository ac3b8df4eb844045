// Table interfaces of the database (snake_case, as the tables are). Two kinds of time column:
// `gmt_created` / `gmt_modified` are display strings `yyyy-MM-dd HH:mm:ss` in China time
// (docs/contracts.md); `*_at` columns are machine instants as ISO 8601 UTC strings, which sort
// and compare as text in every SQL dialect.
import type { Generated } from 'kysely';

/** 0 or 1: portable across SQLite (no boolean type) and PostgreSQL. */
type Flag = number;

export interface BranchTable { code: string; name: string; soft_version: string }

export interface PartyGroupTable {
  id: Generated<number>;
  group_name: string;
  short_name?: string | null;
  uscc?: string | null;
  legal_person?: string | null;
  contact_name?: string | null;
  contact_phone?: string | null;
  address?: string | null;
  logo_url: string;
  login_logo_url: string;
  remark?: string | null;
  branch_code: string;
}

/** The branch's configuration keys (entity partyGroupConfig, rebuilt by 0019 with an id). */
export interface BranchConfigTable {
  id: Generated<number>;
  branch_code: string;
  config_key: string;
  config_name: string;
  config_value: string;
  remark?: string | null;
  gmt_created: string;
  gmt_modified: string;
}

export interface PartyTable {
  id: Generated<number>;
  code: string;
  username: string;
  password_hash: string;
  party_type: string;
  name: string;
  mobile: string | null;
  head_img: string;
  branch_code: string;
  status: string;
  password_changed_at: string;
  gmt_created: string;
  gmt_modified: string;
  /** basic/account: the staff member's department (migration 0018+). */
  department_id: number | null;
  department_name: string | null;
}

/** Data scope of a role: which records its users reach (dictionary role_data_scope). */
export type DataScope = 'all' | 'branch' | 'branches' | 'shipper' | 'driver';
export interface RoleTable { code: string; name: string; data_scope: Generated<DataScope> }
export interface RoleBranchTable { role_code: string; branch_code: string }
export interface PartyRoleTable { party_id: number; role_code: string; sort: number }

export interface MenuTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  path: string;
  component: string;
  title: string;
  icon: string | null;
  keep_alive: Flag;
  no_cache: Flag;
  hidden: Flag;
  affix: Flag;
  active_menu: string | null;
  link: string | null;
  /** JSON array of the screen's own actions beyond view, add, edit, remove, export. */
  actions: string;
  sort: number;
  /** The entity the leaf's screen works over (from its page), null for fixed views. */
  resource: string | null;
  /** JSON condition the screen narrows its records to ({"reviewStatus":"pending"}), or null. */
  fixed_filter: string | null;
  /** JSON array of the standard actions (view, add, edit, remove, export) it offers; null: all. */
  standard_actions: string | null;
  /** The title of a menu added by staff in English, Spanish, Japanese (`title` holds its Chinese one). */
  title_en?: string | null;
  title_es?: string | null;
  title_ja?: string | null;
  /** JSON array of further entities the screen's page works over besides `resource`, or null. */
  resources?: string | null;
  /** JSON array of the entities the screen's forms pick records of (page `lookups`): its holders
   * may list and read them, never write them; or null. */
  lookups?: string | null;
}

export interface RoleMenuTable { role_code: string; menu_id: number }
export interface RolePermissionDenyTable { role_code: string; code: string }

/** One row (id 1) counting the changes of the grant tables (migration 0065, bumped by triggers). */
export interface AccessVersionTable { id: number; value: number }

export interface AccessTokenTable {
  token_hash: string;
  party_id: number;
  active_role: string;
  expires_at: string;
  revoked_at: string | null;
  created_at: string;
  device_id: string | null;
}

/** A sign-in failure count per subject (`account:…` or `address:…`): server/auth/throttle.ts. */
export interface SignInThrottleTable { subject: string; failures: number; forget_at: string; retry_at: string }

/** An arithmetic image challenge, single use: server/auth/captcha/challenges.ts. */
export interface SignInChallengeTable { id: string; answer_hash: string; expires_at: string }

export interface VerifyCodeTable {
  id: Generated<number>;
  phone: string;
  purpose: string;
  code_hash: string;
  expires_at: string;
  attempts: number;
  consumed_at: string | null;
  created_at: string;
  /** issued, used, or void (a newer code of the phone and purpose, or its attempts used up). */
  status: Generated<string>;
}

export interface SmsRecordTable {
  id: Generated<number>;
  phone: string;
  purpose: string;
  content: string;
  status: string;
  gmt_created: string;
}

export interface DictTypeTable {
  id: Generated<number>;
  type: string;
  name: string;
  /** 1: a national code list (read-only). */
  national: Generated<Flag>;
  remark?: string | null;
}
export interface DictItemTable {
  id: Generated<number>;
  type: string;
  code: string;
  /** The Chinese name; name_en, name_es, name_ja the others (null: the catalogue's, else the Chinese). */
  name: string;
  name_en?: string | null;
  name_es?: string | null;
  name_ja?: string | null;
  sort: number;
  /** 0: no longer offered in selects. */
  enabled: Generated<Flag>;
  national: Generated<Flag>;
}
export interface AreaTable { code: string; name: string; parent_code: string | null; level: number }

export interface AppInfoTable {
  id: Generated<number>;
  app_name: string;
  platform: string;
  version_name: string;
  version_code: number;
  download_url: string;
  force_update: Flag;
  description: string;
  gmt_created: string;
  gmt_modified: string;
}

/** Banners (entity banner, rebuilt by 0019): is_release '1' = 已发布. */
export interface BannerTable {
  id: Generated<number>;
  type: string;
  title: string;
  image_url: string;
  link_url: string | null;
  sort: number;
  is_release: string;
  start_time: string | null;
  end_time: string | null;
  release_time: string | null;
  remark: string | null;
  branch_code: string | null;
  gmt_created: string;
  gmt_modified: string;
}

/** A row of an entity table: its columns are those of schemas/entities/<entity>.json, as the
 * literal migrations of server/migrations made them (npm run db:diff writes them), snake_case
 * column -> value; lists are JSON text. The entity tables listed in Database below are the ones
 * code outside the generic entity API reads by name (sign-up, to-do checks, tests). */
export type EntityRow = Record<string, string | number | null>;

export interface EntityActionLogTable {
  id: Generated<number>;
  entity: string;
  record_id: number;
  action: string;
  from_state: string;
  to_state: string;
  party_code: string;
  /** JSON of the fields the action wrote. */
  payload: string;
  gmt_created: string;
}

export interface FileUploadTable {
  name: string;
  original_name: string;
  media_type: string;
  size: number;
  party_code: string;
  gmt_created: string;
}

/** A file of the database file store (server/files/databaseStore.ts), its content in chunks. */
export interface StoredFileTable { area: string; name: string; size: number; chunks: number; created_at: string }

export interface StoredFileChunkTable { area: string; name: string; seq: number; content: Buffer }

/** Answers of writes sent with an Idempotency-Key (server/idempotency), kept 24 h. */
export interface IdempotencyKeyTable {
  party_id: number;
  idempotency_key: string;
  /** sha-256 (hex) of the method, path and payload: a reused key must carry the same request. */
  fingerprint: string;
  /** JSON of the `{ status, msg, data }` answer the first request got. */
  answer: string;
  created_at: string;
  expires_at: string;
}

/** Export jobs of more than one batch (server/exports), kept a day after they finish. */
export interface ExportJobTable {
  id: Generated<number>;
  party_id: number;
  entity: string;
  file_name: string;
  /** JSON of what the job exports (server/exports/jobs.ts ExportJobPlan). */
  plan: string;
  total: number;
  batch_size: number;
  written: Generated<number>;
  /** running, done or failed. */
  status: string;
  created_at: string;
  finished_at: string | null;
  expires_at: string | null;
  /** The instance running the job, and until when its lease holds (renewed as it writes). */
  runner: string | null;
  lease_until: string | null;
}

/** The secrets the server signs with (server/publicLinks/secret.ts): one row per purpose. */
export interface LinkSecretTable {
  name: string;
  secret: string;
  created_at: string;
}

/** The operation log (schemas/entities/operationLog.json; written by server/oplog only). */
export interface OperationLogTable {
  id: Generated<number>;
  gmt_created: string;
  operator_code: string;
  operator_name: string;
  role_code: string;
  role_name: string | null;
  branch_code: string;
  client_address: string;
  operation_kind: string;
  action: string;
  resource: string;
  record_id: string | null;
  record_number: string | null;
  before_values: string | null;
  after_values: string | null;
}

/** The ledger (migration 0037, server/ledger): accounts, journals and their postings, in fen. */
export interface FinAccountTable {
  id: Generated<number>;
  branch_code: string;
  party_type: string;
  party_code: string;
  party_name: string;
  kind: string;
  balance_fen: Generated<number>;
  gmt_created: string;
  gmt_modified: string;
}
export interface FinJournalTable {
  id: Generated<number>;
  journal_number: string;
  idempotency_key: string;
  branch_code: string;
  business_type: string;
  business_number: string | null;
  amount_fen: number;
  remark: string | null;
  operator_code: string | null;
  operator_name: string | null;
  gmt_created: string;
}
export interface FinPostingTable {
  id: Generated<number>;
  journal_id: number;
  account_id: number;
  amount_fen: number;
  balance_after_fen: number;
  counterparty_name: string | null;
  gmt_created: string;
}

export interface SavedViewTable {
  id: Generated<number>;
  party_id: number;
  branch_code: string;
  screen: string;
  name: string;
  /** JSON of SavedViewState (schemas/api/saved-view.json). */
  state: string;
  is_default: number;
  shared_role: string | null;
  gmt_created: string;
  gmt_modified: string;
}

export interface ListLayoutTable {
  id: Generated<number>;
  party_id: number;
  screen: string;
  /** JSON of ListLayout (schemas/api/saved-view.json). */
  layout: string;
  gmt_modified: string;
}

export interface Database {
  branch: BranchTable;
  party_group: PartyGroupTable;
  branch_config: BranchConfigTable;
  party: PartyTable;
  role: RoleTable;
  party_role: PartyRoleTable;
  menu: MenuTable;
  role_menu: RoleMenuTable;
  role_branch: RoleBranchTable;
  role_permission_deny: RolePermissionDenyTable;
  access_version: AccessVersionTable;
  access_token: AccessTokenTable;
  sign_in_throttle: SignInThrottleTable;
  sign_in_challenge: SignInChallengeTable;
  verify_code: VerifyCodeTable;
  sms_record: SmsRecordTable;
  dict_type: DictTypeTable;
  dict_item: DictItemTable;
  area: AreaTable;
  app_info: AppInfoTable;
  banner: BannerTable;
  site_news: EntityRow;
  site_partner: EntityRow;
  site_deploy: EntityRow;
  party_group_report: EntityRow;
  tms_waybill: EntityRow;
  basic_driver: EntityRow;
  basic_shipper: EntityRow;
  basic_vehicle: EntityRow;
  entity_action_log: EntityActionLogTable;
  file_upload: FileUploadTable;
  idempotency_key: IdempotencyKeyTable;
  operation_log: OperationLogTable;
  fin_account: FinAccountTable;
  fin_journal: FinJournalTable;
  fin_posting: FinPostingTable;
  sys_saved_view: SavedViewTable;
  sys_list_layout: ListLayoutTable;
  sys_link_secret: LinkSecretTable;
  export_job: ExportJobTable;
  stored_file: StoredFileTable;
  stored_file_chunk: StoredFileChunkTable;
}

// Public constants of the console as an OAuth-style client (spec section 7). Not secrets:
// the server checks them only to refuse calls from unknown clients.
export const CLIENT_ID = 'freight-console';
export const CLIENT_SECRET = 'freight-console-secret';
/** Spec section 7: every request carries a deviceId header with a fixed placeholder value. */
export const DEVICE_ID = 'freight-console-web';
/** Spec section 9. */
export const REQUEST_TIMEOUT_MS = 300_000;
export const ERROR_MESSAGE_DURATION_MS = 5_000;
export const SOCKET_HEARTBEAT_MS = 15_000;
/** Spec section 9: default when the branch config exportExcel_exportableQuantity is empty. */
export const DEFAULT_EXPORTABLE_QUANTITY = 20_000;
export const INITIAL_EXPORTABLE_QUANTITY = 50_000;
export const PAGE_SIZES = [10, 20, 30, 50, 100, 500] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const BRANCH_LIST_PAGE_SIZE = 1000;
export const LANGUAGES = ['zh', 'en', 'es', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** The HTML lang attribute of each language. */
export const HTML_LANG: Record<Language, string> = { zh: 'zh-CN', en: 'en', es: 'es', ja: 'ja' };
/** Branch configuration keys (spec section 3, plus bigDataCenter_enabled for the navbar). */
export const BranchConfigKey = {
  secondUploadDetail: 'orderDetailOperate_secondUploadDetail',
  amapKeyWeb: 'amapKey_web',
  reportProvince: 'loginkTarget_reportProvince',
  exportableQuantity: 'exportExcel_exportableQuantity',
  bigDataCenterEnabled: 'bigDataCenter_enabled',
  /** Settlement (server/routes/tms/settlement/settings.ts): service fee %, driver tax %, paper receipt required. */
  settlementServiceFeeRate: 'settlement_serviceFeeRate',
  settlementDriverTaxRate: 'settlement_driverTaxRate',
  settlementReceiptRequired: 'settlement_receiptRequired',
  /** The operator's road transport permit number, sent in the monitoring reports (server/reporting). */
  permitNumber: 'loginkTarget_permitNumber',
} as const;
/** Spec section 4: role that enables the big-data centre button. */
export const PLATFORM_ADMIN_ROLE = 'PLAT_ADMIN';
export const DEMO_PASSWORD = 'Freight@2026';

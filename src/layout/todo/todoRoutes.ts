// Which screen resolves each to-do count (chosen from shared/screens.md): the key maps to the
// menu `component` of that screen, and the route path comes from the user's session routes, so a
// key whose screen the user lacks has no route and is not shown.
import { flattenRoutes, type AppRoute } from '../../session/buildRoutes';

/** The screen of a to-do key: its menu `component`, and the filters of its filters block (URL
 * query, renderers/blocks/filters/urlFilters.ts) that narrow it to what the count counts. A screen
 * whose fixed filter already is the count's (a review queue) needs none. */
export interface TodoTarget {
  component: string;
  query?: Readonly<Record<string, string>>;
}

export const TODO_COMPONENTS: Readonly<Record<string, TodoTarget>> = {
  auth_driver_count: { component: 'tms/review/driverReview' },
  auth_driver_leader_count: { component: 'tms/review/driverTeamReview' },
  // Its pending state is a status tab of the screen: the URL chooses the tab.
  valuating_count: { component: 'tms/CustomerService/evaluation', query: { status: 'pending' } },
  auth_shipper_count: { component: 'tms/review/shipperReview' },
  auth_count: { component: 'tms/review/vehicleReview' },
  // Waybills waiting for dispatch for more than 24 h (waybill x-todo).
  miss_order_count: { component: 'tms/transportManage/waybillManage', query: { status: 'pending_dispatch' } },
  // Approved payment applications not yet paid (paymentApplication x-todo): the payment queue,
  // whose fixed filter is the count's; the urged ones narrowed by the URL.
  remit_count: { component: 'tms/CarrierSettlement/balancePayment' },
  urge_remit_count: { component: 'tms/CarrierSettlement/balancePayment', query: { urgeStatus: 'urged' } },
  // Open and handling (two states, tabs of the screen): the screen as it opens.
  transport_abnormal_count: { component: 'tms/CustomerService/abnormalTransport' },
  // Withdrawals waiting for review (withdrawal x-todo): the 待审核 tab of 提现申请.
  transfer_apply_count: { component: 'tms/AccountManagement/cashWithdrawal', query: { status: 'pending' } },
  auth_order_count: { component: 'tms/order/cargoAudit' },
  need_invoice: { component: 'tms/review/financeInvoicing' },
  certificate_expiry: { component: 'basic/DriverManage' },
  jinchang_charge_warn: { component: 'tms/AccountManagement/balance' },
  pay_in_advance_count: { component: 'tms/PayInAdvance/manage' },
  shipment_id_card_due_warn: { component: 'basic/ShipmentManage' },
  // Signed contracts ending within 30 days or past their end (contract x-todo): the 已签署 tab of
  // 承运合同, the type with the most contracts; the 即将到期 tab of every contract screen shows them.
  contract_expiring: { component: 'contract/carrier', query: { status: 'signed' } },
  // A party's contracts waiting for his signature (x-todo party): the 待签署 tab of each screen.
  shipper_contract_sign: { component: 'contract/shipper', query: { status: 'pendingSign' } },
  storage_contract_sign: { component: 'contract/storage', query: { status: 'pendingSign' } },
  source_contract_sign: { component: 'contract/source', query: { status: 'pendingSign' } },
  carrier_contract_sign: { component: 'contract/carrier', query: { status: 'pendingSign' } },
  transport_contract_sign: { component: 'contract/transport', query: { status: 'pendingSign' } },
  // Warehouse documents, settlements and invoices waiting (warehouseOrder, warehouseSettlement,
  // warehouseInvoice x-todo): the status tab of each screen.
  wh_inbound_draft_count: { component: 'warehouse/inbound', query: { status: 'draft' } },
  wh_outbound_draft_count: { component: 'warehouse/outbound', query: { status: 'draft' } },
  wh_settlement_approve_count: { component: 'warehouse/settlement', query: { status: 'draft' } },
  wh_settlement_unpaid_count: { component: 'warehouse/settlement', query: { status: 'approved' } },
  wh_invoice_issue_count: { component: 'warehouse/invoice', query: { status: 'applied' } },
  // Merchant centre: merchants to review, incoming money not matched, recharges unpaid a week,
  // spending authorizations ending within 15 days.
  merchant_review_count: { component: 'merchant/merchantManage', query: { status: 'pendingReview' } },
  bank_notice_unmatched_count: { component: 'merchant/bankIncomingNotice', query: { status: 'unmatched' } },
  merchant_recharge_overdue_count: { component: 'merchant/recharge', query: { status: 'awaitingFunds' } },
  merchant_authorization_expiring_count: { component: 'merchant/authorization', query: { status: 'active' } },
  // City orders to dispatch (the board), cargo insurance the insurer refused, loans to review or overdue.
  city_dispatch_count: { component: 'cityTransport/dispatch' },
  insurance_failed_count: { component: 'insurance/policy', query: { status: 'failed' } },
  loan_review_count: { component: 'logisticsFinance/loan', query: { status: 'submitted' } },
  loan_overdue_count: { component: 'logisticsFinance/loan', query: { status: 'overdue' } },
  // Enquiries sent from the public form (/Form) not called back yet.
  public_enquiry_count: { component: 'tms/order/publicEnquiry', query: { status: 'new' } },
};

/** The route path (with the key's filters as its query) of the screen resolving `configKey`, or
 * undefined when unknown or not granted. */
export function todoRoutePath(configKey: string, sessionRoutes: readonly AppRoute[]): string | undefined {
  const target = TODO_COMPONENTS[configKey];
  if (!target) return undefined;
  const path = flattenRoutes(sessionRoutes).find((route) => route.component === target.component && !route.meta.link)?.path;
  if (!path || !target.query) return path;
  return `${path}?${new URLSearchParams(target.query as Record<string, string>).toString()}`;
}

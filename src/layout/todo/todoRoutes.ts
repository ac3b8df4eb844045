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

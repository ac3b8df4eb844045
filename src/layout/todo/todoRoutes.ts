// Which screen resolves each to-do count (chosen from shared/screens.md): the key maps to the
// menu `component` of that screen, and the route path comes from the user's session routes, so a
// key whose screen the user lacks has no route and is not shown.
import { flattenRoutes, type AppRoute } from '../../session/buildRoutes';

export const TODO_COMPONENTS: Readonly<Record<string, string>> = {
  auth_driver_count: 'tms/review/driverReview',
  auth_driver_leader_count: 'tms/review/driverTeamReview',
  valuating_count: 'tms/CustomerService/evaluation',
  auth_shipper_count: 'tms/review/shipperReview',
  auth_count: 'tms/review/vehicleReview',
  miss_order_count: 'tms/order/hall',
  remit_count: 'tms/CarrierSettlement/paymentApplication',
  urge_remit_count: 'tms/CarrierSettlement/financialApproval',
  transport_abnormal_count: 'tms/CustomerService/abnormalTransport',
  transfer_apply_count: 'tms/AccountManagement/cashWithdrawal',
  auth_order_count: 'tms/order/cargoAudit',
  need_invoice: 'tms/review/financeInvoicing',
  certificate_expiry: 'basic/DriverManage',
  jinchang_charge_warn: 'tms/AccountManagement/balance',
  pay_in_advance_count: 'tms/PayInAdvance/manage',
  shipment_id_card_due_warn: 'basic/ShipmentManage',
};

/** The route path of the screen resolving `configKey`, or undefined when unknown or not granted. */
export function todoRoutePath(configKey: string, sessionRoutes: readonly AppRoute[]): string | undefined {
  const component = TODO_COMPONENTS[configKey];
  if (!component) return undefined;
  return flattenRoutes(sessionRoutes).find((route) => route.component === component && !route.meta.link)?.path;
}

// Issue 14: every screen of the money groups (accounts, carrier settlement, invoices, tax,
// reports to the provincial platform, financial statistics and the six statistics routes) opens
// a real screen for a role that has it — for the platform admin all of them (the 41 of the
// issue), for the shipper and the driver the money screens their roles grant.
import { inject } from 'vitest';
import { useSharedBrowser } from './support/browser';
import { describeWaveScreens } from './support/menuScreens';

describeWaveScreens('wave-3', inject('baseUrl'), useSharedBrowser(), [
  'tms/AccountManagement/', 'tms/CarrierSettlement/', 'tms/invoice/', 'tax/', 'tms/carlessCarrierReporting/', 'financialStatistics/',
  'shipmentFeeStatistics', 'driverFeeStatistics', 'profitFee', 'upstreamStatistics', 'profitFeeMonth', 'userInvoiceStatistics',
], 41, [
  ['shipper', ['tms/AccountManagement/balance', 'tms/AccountManagement/recharge', 'tms/AccountManagement/rechargeRecord', 'tms/invoice/drawInvoice', 'shipmentFeeStatistics']],
  ['driver', ['tms/AccountManagement/balance', 'tms/AccountManagement/cashWithdrawal', 'tms/AccountManagement/withdrawalRecord', 'driverFeeStatistics']],
]);

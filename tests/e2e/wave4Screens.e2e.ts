// Issue 15: every screen of the wave-4 groups (merchant centre, fuel stations and fills, oil
// cards, cargo insurance, logistics finance, contracts, warehouse, city transport) opens a real
// screen for a role that has it — for the platform admin all of them (the 27 of the issue), for
// the shipper and the driver the screens their roles grant.
import { inject } from 'vitest';
import { useSharedBrowser } from './support/browser';
import { describeWaveScreens } from './support/menuScreens';

describeWaveScreens('wave-4', inject('baseUrl'), useSharedBrowser(), [
  'merchant/', 'fuel/', 'oilCard/', 'insurance/', 'logisticsFinance/', 'contract/', 'warehouse/', 'cityTransport/', 'vehicleService/refuelConsumption',
  // Its templates tab (合同模板) is the contracts' own.
  'systemManage/contractBody',
], 27, [
  ['shipper', ['contract/shipper', 'contract/storage', 'cityTransport/order', 'insurance/policy', 'warehouse/inventory', 'warehouse/settlement']],
  ['driver', ['contract/carrier', 'oilCard/manage', 'fuel/consumption', 'merchant/recharge', 'merchant/authorization', 'logisticsFinance/loan']],
]);

// Issue 15: every screen of the wave-4 groups (merchant centre, fuel stations and fills, oil
// cards, cargo insurance, logistics finance, contracts, warehouse, city transport) opens a real
// screen for a role that has it — for the platform admin all of them, for the shipper and the
// driver the screens their roles grant.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newSession, useSharedBrowser, type Session } from './support/browser';
import { expectScreenRenders, menuScreens } from './support/menuScreens';
import { signInAt } from './support/shell';

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();
const GROUPS = ['merchant/', 'fuel/', 'oilCard/', 'insurance/', 'logisticsFinance/', 'contract/', 'warehouse/', 'cityTransport/', 'vehicleService/refuelConsumption',
  // Its templates tab (合同模板) is the contracts' own.
  'systemManage/contractBody'];

describe('every wave-4 screen opens for the platform admin', () => {
  let session: Session;
  const screens = menuScreens(GROUPS);
  beforeAll(async () => {
    session = await newSession(browser(), { width: 1440 });
    await signInAt(session.page, baseUrl, 'admin', '/home');
  });
  afterAll(async () => {
    await session.context.close();
  });

  it('the groups hold the screens of issue 15', () => {
    expect(screens.length).toBeGreaterThanOrEqual(27);
  });

  it.each(screens.map((screen) => [screen.component, screen] as const))('%s renders its page', async (_component, screen) => {
    await expectScreenRenders(session.page, baseUrl, screen);
  });
});

describe.each([
  ['shipper', ['contract/shipper', 'contract/storage', 'cityTransport/order', 'insurance/policy', 'warehouse/inventory', 'warehouse/settlement']],
  ['driver', ['contract/carrier', 'oilCard/manage', 'fuel/consumption', 'merchant/recharge', 'merchant/authorization', 'logisticsFinance/loan']],
] as const)('the %s opens his wave-4 screens', (account, components) => {
  let session: Session;
  beforeAll(async () => {
    session = await newSession(browser(), { width: 1440 });
    await signInAt(session.page, baseUrl, account, '/home');
  });
  afterAll(async () => {
    await session.context.close();
  });

  it.each(menuScreens(components).map((screen) => [screen.component, screen] as const))('%s', async (_component, screen) => {
    await expectScreenRenders(session.page, baseUrl, screen);
  });
});

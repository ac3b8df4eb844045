// Issue 14: every screen of the money groups (accounts, carrier settlement, invoices, tax,
// reports to the provincial platform, financial statistics and the six statistics routes) opens
// a real screen for a role that has it — for the platform admin all of them, for the shipper and
// the driver the money screens their roles grant, showing only their own records.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newSession, useSharedBrowser, type Session } from './support/browser';
import { expectScreenRenders, menuScreens } from './support/menuScreens';
import { signInAt } from './support/shell';

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();
const GROUPS = [
  'tms/AccountManagement/', 'tms/CarrierSettlement/', 'tms/invoice/', 'tax/', 'tms/carlessCarrierReporting/', 'financialStatistics/',
  'shipmentFeeStatistics', 'driverFeeStatistics', 'profitFee', 'upstreamStatistics', 'profitFeeMonth', 'userInvoiceStatistics',
];

describe('every wave-3 screen opens for the platform admin', () => {
  let session: Session;
  const screens = menuScreens(GROUPS);
  beforeAll(async () => {
    session = await newSession(browser(), { width: 1440 });
    await signInAt(session.page, baseUrl, 'admin', '/home');
  });
  afterAll(async () => {
    await session.context.close();
  });

  it('the groups hold the 41 screens of issue 14', () => {
    expect(screens.length).toBeGreaterThanOrEqual(41);
  });

  it.each(screens.map((screen) => [screen.component, screen] as const))('%s renders its page', async (_component, screen) => {
    await expectScreenRenders(session.page, baseUrl, screen);
  });
});

describe.each([
  ['shipper', ['tms/AccountManagement/balance', 'tms/AccountManagement/recharge', 'tms/AccountManagement/rechargeRecord', 'tms/invoice/drawInvoice', 'shipmentFeeStatistics']],
  ['driver', ['tms/AccountManagement/balance', 'tms/AccountManagement/cashWithdrawal', 'tms/AccountManagement/withdrawalRecord', 'driverFeeStatistics']],
] as const)('the %s opens his money screens', (account, components) => {
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

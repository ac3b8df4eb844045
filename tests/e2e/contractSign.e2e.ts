// 电子合同签署 in a real browser (issue 15, wave 4): the demo driver opens 承运合同, finds the
// contract waiting for his signature, clicks 签署, asks for the code (获取验证码 → PUT
// /ntocc-tps-api/elecSign/sendSms to his own mobile; the code is read from the SMS record as the
// sign-in tests read theirs), enters it and confirms; the row shows 已签署, and 下载合同 saves the
// PDF, read back: the parties, the text and his signature by SMS code.
import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pdfText } from '../server/support/pdfText';
import { newSession, useSharedBrowser, type Session } from './support/browser';
import { latestSmsCode } from './support/registration';
import { signInAt } from './support/shell';

const baseUrl = inject('baseUrl');
const dbFile = inject('dbFile');
const browser = useSharedBrowser();

interface Waiting { id: number; contract_number: string; title: string; party_a_name: string; party_b_name: string }

/** The driver's screens 承运合同 / 运输合同 as the lead grants them (roles.json); added to the
 * test database only when the seeded roles lack them. */
function ensureDriverContractScreens(): void {
  const db = new Database(dbFile, { fileMustExist: true });
  try {
    const menus = db.prepare(`SELECT id, name FROM menu WHERE component IN ('contract/carrier', 'contract/transport')`).all() as Array<{ id: number; name: string }>;
    for (const menu of menus) {
      if (db.prepare(`SELECT 1 FROM role_menu WHERE role_code = 'DRIVER' AND menu_id = ?`).get(menu.id)) continue;
      db.prepare(`INSERT INTO role_menu (role_code, menu_id) VALUES ('DRIVER', ?)`).run(menu.id);
      for (const action of ['add', 'edit', 'remove', 'send', 'recall', 'terminate']) {
        db.prepare(`INSERT INTO role_permission_deny (role_code, code) VALUES ('DRIVER', ?)`).run(`${menu.name}:${action}`);
      }
    }
  } finally {
    db.close();
  }
}

function waitingContract(): { contract: Waiting; mobile: string } {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    const driver = db.prepare(`SELECT code, mobile FROM party WHERE username = 'driver'`).get() as { code: string; mobile: string };
    const contract = db.prepare(`SELECT id, contract_number, title, party_a_name, party_b_name FROM ctr_contract
      WHERE driver_code = ? AND contract_type = 'carrier' AND status = 'pendingSign' ORDER BY id LIMIT 1`).get(driver.code) as Waiting;
    return { contract, mobile: driver.mobile };
  } finally {
    db.close();
  }
}

describe('the demo driver signs his carrier contract by SMS code', () => {
  let session: Session;
  let waiting: ReturnType<typeof waitingContract>;
  beforeAll(async () => {
    ensureDriverContractScreens();
    waiting = waitingContract();
    session = await newSession(browser(), { width: 1440 });
    await signInAt(session.page, baseUrl, 'driver', '/contract/carrier');
  });
  afterAll(async () => {
    await session.context.close();
  });

  it('signs with the code sent to his mobile, then downloads the signed PDF', async () => {
    const { page } = session;
    expect(waiting.contract, 'the demo driver has a contract to sign').toBeDefined();
    const row = page.locator('main tbody tr').filter({ hasText: waiting.contract.contract_number });
    await row.waitFor({ timeout: 15_000 });
    await row.getByText('待签署').waitFor();
    // Party B neither edits nor sends: his row offers 签署 and 下载合同 only.
    await expect(row.getByRole('button', { name: '编辑' }).count()).resolves.toBe(0);
    await row.getByRole('button', { name: '签署' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const sent = page.waitForResponse((r) => r.url().includes('/ntocc-tps-api/elecSign/sendSms') && r.request().method() === 'PUT');
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    expect(((await (await sent).json()) as { status: number }).status).toBe(0);
    // The 60 s countdown before another code.
    await dialog.getByRole('button', { name: /秒后重新获取/ }).waitFor();
    await dialog.getByLabel('短信验证码').fill(latestSmsCode(dbFile, waiting.mobile));
    const signed = page.waitForResponse((r) => r.url().endsWith(`/contract/${waiting.contract.id}/sign`) && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: '确定' }).click();
    // The confirmation question (签署后合同即生效), then the call.
    await page.getByRole('dialog').filter({ hasText: '提示' }).getByRole('button', { name: '确定' }).click();
    const body = (await (await signed).json()) as { status: number; msg: string; data: Record<string, unknown> };
    expect(body.status, body.msg).toBe(0);
    expect(body.data.status).toBe('signed');
    await row.getByText('已签署').waitFor({ timeout: 15_000 });
    await expect(row.getByRole('button', { name: '签署' }).count()).resolves.toBe(0);

    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: '下载合同' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`合同_${waiting.contract.contract_number}.pdf`);
    const pdf = await pdfText(new Uint8Array(readFileSync((await file.path())!)));
    const text = pdf.text.replace(/\s+/g, '');
    for (const part of [waiting.contract.title, waiting.contract.contract_number, waiting.contract.party_a_name, waiting.contract.party_b_name, '货损货差赔偿']) {
      expect(text, part).toContain(part.replace(/\s+/g, ''));
    }
    expect(text).toContain(`通过发送至${waiting.mobile.slice(0, 3)}****${waiting.mobile.slice(7)}的短信验证码完成电子签署`);
    expect(text).not.toContain('未签署');
  });
});

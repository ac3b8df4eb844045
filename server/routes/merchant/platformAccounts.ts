// 平台商户 / 收款账户: the platform's own accounts at banks, by purpose. Merchant recharges are
// transferred to the branch's enabled collection account (充值收款) and its incoming notices
// arrive at one of its accounts; settlements to merchants are paid from its payment account (付款支出).
import { tables, text, type AnyDb } from './shared';

export interface PlatformBankAccount {
  bankMerchantNumber: string;
  accountName: string;
  accountNumber: string;
  bankCode: string;
  bankBranchName: string;
  branchCode: string;
}

type Row = Record<string, unknown>;

const accountOf = (row: Row): PlatformBankAccount => ({
  bankMerchantNumber: text(row.bank_merchant_number), accountName: text(row.account_name), accountNumber: text(row.account_number),
  bankCode: text(row.bank_code), bankBranchName: text(row.bank_branch_name), branchCode: text(row.branch_code),
});

/** The branch's first enabled account of the purpose (dictionary platform_account_purpose). */
export async function platformAccountFor(db: AnyDb, branchCode: string, purpose: 'rechargeCollection' | 'paymentOutlay'): Promise<PlatformBankAccount | undefined> {
  const row = await tables(db).selectFrom('mch_platform_account').selectAll().where('branch_code', '=', branchCode)
    .where('purpose', '=', purpose).where('status', '=', 'enabled').orderBy('id').limit(1).executeTakeFirst();
  return row ? accountOf(row) : undefined;
}

/** A platform account by its number, in any branch (a bank notice names only the account). */
export async function platformAccountByNumber(db: AnyDb, accountNumber: string): Promise<PlatformBankAccount | undefined> {
  const row = await tables(db).selectFrom('mch_platform_account').selectAll().where('account_number', '=', accountNumber)
    .orderBy('id').limit(1).executeTakeFirst();
  return row ? accountOf(row) : undefined;
}

// The bank, an outside system: every movement of money into or out of the platform goes
// through this interface as a transfer order, and comes back settled (成功 with the bank's
// serial number, or 失败 with its reason). The default implementation is a LOCAL SIMULATOR
// (simulator.ts) that answers after a delay as a bank's corporate API does; a real client keeps
// this interface. A transfer is recorded in fin_bank_transfer (entity bankTransfer, the 支付流水
// screen) from its submission, so a restart loses none.
//
// The modules whose documents a transfer pays (recharge, withdrawal, payment order, refund,
// prepayment) register a settlement handler for their business type: it runs in the
// transaction that settles the transfer, once (the settlement moves the transfer out of 处理中
// with a conditional update), and posts the ledger and moves the document's state.
import type { Transaction } from 'kysely';
import type { Database } from '../storage/schema';

export type TransferBusiness = 'recharge' | 'collection' | 'payment' | 'withdrawal' | 'refund' | 'prepayment' | 'merchantSettlement' | 'noticeReturn';

export interface TransferOrder {
  /** Unique per business event (`withdrawal:12`): submitting it again returns the first one. */
  reference: string;
  branchCode: string;
  direction: 'in' | 'out';
  businessType: TransferBusiness;
  businessNumber: string;
  payerName: string;
  payerAccount?: string | null;
  payeeName: string;
  payeeAccount?: string | null;
  /** bank_code list. */
  payeeBankCode?: string | null;
  amountFen: number;
  remark?: string | null;
  /** Data scope of the transfer's record. */
  driverCode?: string | null;
  shipperCode?: string | null;
}

export interface Submitted {
  transferId: number;
  transferNumber: string;
  /** true: the reference was submitted before; nothing new was sent. */
  duplicate: boolean;
}

export interface SettledTransfer {
  transferId: number;
  transferNumber: string;
  reference: string;
  businessType: TransferBusiness;
  businessNumber: string;
  branchCode: string;
  amountFen: number;
  status: 'succeeded' | 'failed';
  bankSerialNumber: string | null;
  failureReason: string | null;
  finishedAt: Date;
}

/** Returns the entities whose rows it changed, so their cached list totals are forgotten. */
export type SettlementHandler = (trx: Transaction<Database>, transfer: SettledTransfer) => Promise<string[] | void>;

export interface BankGateway {
  /** Records and sends the order, in the caller's transaction (nothing is sent if it rolls back). */
  submit(trx: Transaction<Database>, order: TransferOrder, now: Date): Promise<Submitted>;
  /** Settles the transfers the bank has answered by now; returns how many. */
  settleDue(): Promise<number>;
}

const handlers = new Map<TransferBusiness, SettlementHandler>();

/** Sets the module's handler of its business type (registering again replaces it). */
export function onTransferSettled(businessType: TransferBusiness, handler: SettlementHandler): void {
  handlers.set(businessType, handler);
}

export function settlementHandler(businessType: TransferBusiness): SettlementHandler | undefined {
  return handlers.get(businessType);
}

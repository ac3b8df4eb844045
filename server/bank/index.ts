// The bank behind the platform's transfers (gateway.ts), and the server's sweep that settles
// the transfers it has answered.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { BankGateway } from './gateway';
import { DEFAULT_BANK_DELAY_MS } from './simulator';

export { onTransferSettled, type BankGateway, type SettledTransfer, type TransferOrder } from './gateway';
export { simulatedBank } from './simulator';

declare module 'fastify' {
  interface FastifyInstance {
    /** The bank the server submits transfers to (tests settle its answers with settleDue). */
    bank: BankGateway;
  }
}

/** FREIGHT_BANK_DELAY_MS: how long the simulated bank takes to answer (3000 by default). */
export function readBankDelayMs(): number {
  const value = Number(process.env.FREIGHT_BANK_DELAY_MS ?? DEFAULT_BANK_DELAY_MS);
  return Number.isFinite(value) && value >= 0 ? value : DEFAULT_BANK_DELAY_MS;
}

/** Settles answered transfers every `everyMs` (1 s), and once at start (a restart loses none). */
export function settleBankTransfers(app: FastifyInstance, ctx: AppContext, everyMs = 1_000): void {
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      await ctx.bank.settleDue();
    } catch (error) {
      app.log.error(error, 'settling bank transfers failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => { void sweep(); }, everyMs);
  timer.unref();
  app.addHook('onReady', async () => { void sweep(); });
  app.addHook('onClose', async () => { clearInterval(timer); });
}

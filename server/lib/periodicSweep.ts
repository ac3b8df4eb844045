// A sweep the server runs when it is ready and then every `intervalMs`: one run at a time (a
// slow run is not started again over itself), its errors logged, the last run awaited on close.
import type { FastifyPluginAsync } from 'fastify';

export function periodicSweep(run: () => Promise<unknown>, intervalMs: number): FastifyPluginAsync {
  return async (app) => {
    let running: Promise<unknown> | null = null;
    const sweep = (): Promise<unknown> => {
      running ??= run().catch((error: unknown) => app.log.error(error)).finally(() => { running = null; });
      return running;
    };
    const timer = setInterval(() => { void sweep(); }, intervalMs);
    timer.unref();
    app.addHook('onReady', async () => { await sweep(); });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  };
}

// The settlement's own endpoints under /ntocc-tms-api (allowed as the generic ones are: the
// caller's role holds `<leaf>:<action>` on a screen over the entity, server/site/access.ts):
//   POST paymentApplication/<id>/pay        尾款支付 (balancePayment:pay) one approved application
//   POST paymentApplication/combine         合并支付 (combinedPayment:combine) {ids}: one payee
//   POST paymentApplication/consolidate     汇总支付 (consolidatedPayment:consolidate) {ids}
//   GET  paymentOrderLine/<id>/receipt      电子回单 (electronicReceipt:receipt) the PDF of a paid line
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Status } from '../../../../src/core/api/status';
import type { AppContext } from '../../../context';
import { whereOf } from '../../../entities/listQuery';
import { recordMasker } from '../../../entities/masking';
import { recordOf } from '../../../entities/records';
import { fail } from '../../../http/envelope';
import { operatorOf } from '../../../oplog/operator';
import { PdfFontMissing } from '../../../pdf/document';
import { permittedCall } from '../../../site/access';
import { payApplications, MAX_LINES, type PaymentType } from './payments';
import { receiptPdf } from './receiptPdf';
import { edb, ENTITY, TABLE } from './tables';

const ID = /^[1-9]\d{0,15}$/;

/** The ids of a selection body ({"ids": [1, 2]}), or null when it is not one. */
export function idsOf(body: unknown): number[] | null {
  const ids = (body as { ids?: unknown } | null)?.ids;
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > MAX_LINES) return null;
  const numbers = ids.map((id) => (typeof id === 'number' || typeof id === 'string') && ID.test(String(id)) ? Number(id) : NaN);
  return numbers.every(Number.isSafeInteger) ? [...new Set(numbers)] : null;
}

export function settlementRoutes(ctx: AppContext): FastifyPluginAsync {
  const pay = async (request: FastifyRequest, reply: FastifyReply, action: string, type: PaymentType, ids: number[] | null) => {
    const call = await permittedCall(ctx.db, request, reply, ENTITY.application, action);
    if (!call) return reply;
    if (!ids) return fail(Status.INVALID_PAYLOAD, request.t('entity.paymentOrder.error.noneChosen'));
    if (call.reach === null) return fail(Status.NOT_FOUND, request.t('entity.paymentOrder.error.notFound'));
    return payApplications(ctx.db, {
      caller: call.caller, scope: call.reach.scope, ids, type, bank: ctx.bank, t: request.t, operator: operatorOf(call.caller, request), now: ctx.now(),
    });
  };

  return async (app) => {
    app.post<{ Params: { id: string } }>(`/${ENTITY.application}/:id/pay`, async (request, reply) =>
      pay(request, reply, 'pay', 'balance', ID.test(request.params.id) ? [Number(request.params.id)] : null));
    app.post(`/${ENTITY.application}/combine`, async (request, reply) => pay(request, reply, 'combine', 'combined', idsOf(request.body)));
    app.post(`/${ENTITY.application}/consolidate`, async (request, reply) => pay(request, reply, 'consolidate', 'consolidated', idsOf(request.body)));

    app.get<{ Params: { id: string } }>(`/${ENTITY.line}/:id/receipt`, async (request, reply) => {
      const call = await permittedCall(ctx.db, request, reply, ENTITY.line, 'receipt');
      if (!call) return reply;
      const notFound = () => fail(Status.NOT_FOUND, request.t('server.common.notFound'));
      if (!ID.test(request.params.id) || call.reach === null) return notFound();
      const row = await edb(ctx.db).selectFrom(TABLE.line).selectAll().where('id', '=', Number(request.params.id))
        .where(whereOf(ctx.db, call.reach.scope, call.reach.filters)).executeTakeFirst();
      if (!row) return notFound();
      if (row.status !== 'paid') return fail(Status.INVALID_PAYLOAD, request.t('entity.paymentOrderLine.error.notPaid', { state: request.t(`dict.payment_order_status.${String(row.status)}`) }));
      const shown = recordMasker(call.entity, call.caller)(recordOf(call.entity, row));
      try {
        const pdf = await receiptPdf(ctx.db, row, String(shown.bankCardNumber ?? ''), request.t, ctx.now());
        const name = encodeURIComponent(`${request.t('entity.paymentOrderLine.receipt.title')}_${String(row.shipping_note_number)}.pdf`);
        return reply.type('application/pdf').header('content-disposition', `attachment; filename*=UTF-8''${name}`).send(pdf);
      } catch (error) {
        if (error instanceof PdfFontMissing) return fail(Status.SERVER_ERROR, error.message);
        throw error;
      }
    });
  };
}

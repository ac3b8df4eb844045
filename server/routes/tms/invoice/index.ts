// 发票管理 and 税务管理 (tms/invoice/*, tax/*) beyond the generic entity API:
// - the write hooks of invoice applications (application.ts), their lines (this file: 运单申报
//   declares only invoiced lines) and re-issues (transfer.ts); settlement may not adjust the
//   freight of a waybill an invoice holds (it would no longer match the invoice);
// - GET invoiceApplication/<id>/pdf: the issued invoice as a PDF; GET invoiceTransfer/<id>/pdf:
//   the red-letter invoice of a reversal. Both allowed as the entity API allows its calls (the
//   caller's role holds `<leaf>:pdf` on a screen over the entity) within the caller's scope.
// The tax screens are reports over the lines, the applications and the ledger (views): no code.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Status } from '../../../../src/core/api/status';
import type { AppContext } from '../../../context';
import { registerEntityHooks, type EntityWriteHooks } from '../../../entities/hooks';
import { whereOf, type EntityDb } from '../../../entities/listQuery';
import { fail } from '../../../http/envelope';
import { pickLanguage } from '../../../http/i18n';
import { renderPdf, type PdfDocumentContent } from '../../../pdf/document';
import { permittedCall } from '../../../site/access';
import { applicationHooks, forgetTotals, refusal } from './application';
import { applicationPdfContent, redPdfContent } from './pdf';
import { tables, type AnyDb, type ApplicationRow, type TransferRow } from './tables';
import { transferHooks } from './transfer';

const OWNER = 'tms/invoice';

/** 运单申报: a line is declared once its invoice is issued (and not reversed); who declared it. */
const lineHooks: EntityWriteHooks = {
  beforeAction: async (ctx, action, _id, stored, values) => {
    if (action !== 'report') return;
    if (stored.lineStatus !== 'invoiced') return [refusal(ctx, 'invoiceLine', 'declareStatus', 'notInvoiced', { shippingNoteNumber: String(stored.shippingNoteNumber) })];
    values.declarerName = ctx.caller.name;
  },
  afterWrite: async (ctx) => forgetTotals(ctx),
};

/** 运费调整 of a waybill an invoice holds is refused: the invoice states its freight. */
const accountingGuard: EntityWriteHooks = {
  beforeAction: async (ctx, action, _id, stored) => {
    if (action !== 'adjust') return;
    const line = await tables(ctx.trx).selectFrom('tms_invoice_line').select('application_number')
      .where('branch_code', '=', String(stored.branchCode ?? ctx.caller.branchCode)).where('live_key', '=', String(stored.shippingNoteNumber)).executeTakeFirst();
    if (line) return String(ctx.texts.entityT('entity.invoiceLine.error.freightInvoiced', { shippingNoteNumber: String(stored.shippingNoteNumber), applicationNumber: line.application_number }));
  },
};

export function registerInvoiceRules(): void {
  registerEntityHooks('invoiceApplication', applicationHooks, OWNER);
  registerEntityHooks('invoiceTransfer', transferHooks, OWNER);
  registerEntityHooks('invoiceLine', lineHooks, OWNER);
  registerEntityHooks('freightAccounting', accountingGuard, OWNER);
}

const ID = /^[1-9]\d{0,15}$/;

/** The row the caller may download, or the answer refusing it (null: already answered). */
async function reachableRow<Row>(ctx: AppContext, request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply, entity: string, table: string): Promise<Row | null> {
  const call = await permittedCall(ctx.db, request, reply, entity, 'pdf');
  if (!call) return null;
  const notFound = () => { void reply.send(fail(Status.NOT_FOUND, request.t('server.common.notFound'))); return null; };
  if (!ID.test(request.params.id) || call.reach === null) return notFound();
  const row = await (ctx.db as unknown as EntityDb).selectFrom(table).selectAll().where('id', '=', Number(request.params.id))
    .where(whereOf(ctx.db, call.reach.scope, call.reach.filters)).executeTakeFirst();
  return row ? row as unknown as Row : notFound();
}

async function sendPdf(ctx: AppContext, reply: FastifyReply, content: PdfDocumentContent, fileName: string): Promise<FastifyReply> {
  const bytes = await renderPdf(content, ctx.now());
  return reply.header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}.pdf`).send(bytes);
}

export function invoiceRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { id: string } }>('/invoiceApplication/:id/pdf', async (request, reply) => {
      const row = await reachableRow<ApplicationRow>(ctx, request, reply, 'invoiceApplication', 'tms_invoice_application');
      if (!row) return reply;
      if (!row.invoice_number) return reply.send(fail(Status.INVALID_PAYLOAD, request.t('entity.invoiceApplication.pdf.notIssued')));
      const content = await applicationPdfContent(ctx.db as AnyDb, request.t, pickLanguage(request.headers['accept-language']), row);
      return sendPdf(ctx, reply, content, `${row.invoice_number}`);
    });
    app.get<{ Params: { id: string } }>('/invoiceTransfer/:id/pdf', async (request, reply) => {
      const row = await reachableRow<TransferRow>(ctx, request, reply, 'invoiceTransfer', 'tms_invoice_transfer');
      if (!row) return reply;
      const content = row.red_invoice_number ? await redPdfContent(ctx.db as AnyDb, request.t, pickLanguage(request.headers['accept-language']), row) : undefined;
      if (!content) return reply.send(fail(Status.INVALID_PAYLOAD, request.t('entity.invoiceTransfer.pdf.notReversed')));
      return sendPdf(ctx, reply, content, `${row.red_invoice_number}`);
    });
  };
}

// The contracts' own endpoints under /ntocc-tms-api (allowed as the generic ones are: the caller's
// role holds `<leaf>:<action>` on a contract screen, and reaches only its scope and the screen's
// type, server/site/access.ts):
//   POST contract/<id>/sign   签署 (<leaf>:sign) {signCode}: party B of a contract waiting for his
//                             signature confirms it with the code PUT /ntocc-tps-api/elecSign/sendSms
//                             sent to his own mobile; the platform's seal (the contract body) is
//                             applied at that moment and the content hash fixed
//   GET  contract/<id>/pdf    下载合同 (<leaf>:pdf) the contract as a PDF (contractPdf.ts)
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Status } from '../../../src/core/api/status';
import type { AppContext } from '../../context';
import { whereOf } from '../../entities/listQuery';
import { recordMasker } from '../../entities/masking';
import { recordOf } from '../../entities/records';
import { totalsOf } from '../../entities/shared';
import { fail, ok } from '../../http/envelope';
import { fieldError, invalidFields } from '../../http/validate';
import { logRecordChange } from '../../oplog/entityWrites';
import { operatorOf } from '../../oplog/operator';
import { PdfFontMissing } from '../../pdf/document';
import { notifyBranchChanged } from '../../realtime/branchChanges';
import { permittedCall, type EntityCall } from '../../site/access';
import { codeRefusal, maskPhone } from '../../sms/answers';
import { checkCode } from '../../sms/verifyCodes';
import { displayTime } from '../../storage/clock';
import { contractPdf } from './contractPdf';
import { CONTRACT, contentHash, edb, TABLE } from './drafting';

const ID = /^[1-9]\d{0,15}$/;

async function reachedRow(ctx: AppContext, call: EntityCall, id: string) {
  if (!ID.test(id) || call.reach === null) return undefined;
  return edb(ctx.db).selectFrom(TABLE.contract).selectAll().where('id', '=', Number(id))
    .where(whereOf(ctx.db, call.reach.scope, call.reach.filters)).executeTakeFirst();
}

/** Whether the caller is the contract's party B: the shipper of a shipper-side contract, the
 * driver (or the fleet's captain) of a carrier-side one. Staff never sign for him. */
function isPartyB(call: EntityCall, row: Record<string, unknown>): boolean {
  const { dataScope, code } = call.caller;
  if (dataScope === 'shipper') return row.party_b_kind === 'shipper' && row.shipper_code === code;
  if (dataScope === 'driver') return (row.party_b_kind === 'driver' || row.party_b_kind === 'fleet') && row.driver_code === code;
  return false;
}

export function contractRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Params: { id: string } }>(`/${CONTRACT}/:id/sign`, async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
      const { t } = request;
      const call = await permittedCall(ctx.db, request, reply, CONTRACT, 'sign');
      if (!call) return reply;
      const row = await reachedRow(ctx, call, request.params.id);
      if (!row) return fail(Status.NOT_FOUND, t('server.common.notFound'));
      const state = String(row.status);
      if (state !== 'pendingSign') {
        return fail(Status.INVALID_PAYLOAD, t('entity.contract.error.notPendingSign', { state: t(`dict.contract_status.${state}`) }), { state, allowed: ['pendingSign'] });
      }
      if (!isPartyB(call, row)) return fail(Status.FORBIDDEN, t('entity.contract.error.onlyPartyB', { party: String(row.party_b_name) }));
      const code = (request.body as { signCode?: unknown } | null)?.signCode;
      if (typeof code !== 'string' || !/^\d{6}$/.test(code)) return invalidFields(t, [fieldError('/signCode', t('entity.contract.error.codeFormat'))]);
      const party = await ctx.db.selectFrom('party').select(['mobile', 'name']).where('id', '=', call.caller.partyId).executeTakeFirstOrThrow();
      if (!party.mobile) return invalidFields(t, [fieldError('/signCode', t('server.verifyCode.noMobile'))]);
      const now = ctx.now();
      // Checked outside the signing transaction: a wrong code counts its attempt whatever follows.
      const refusal = codeRefusal(t, await checkCode(ctx.db, party.mobile, 'sign', code, now));
      if (refusal) return refusal;
      const at = displayTime(now);
      const before = recordOf(call.entity, row);
      const answer = await ctx.db.transaction().execute(async (trx) => {
        const body = row.body_id ? await edb(trx).selectFrom('sys_contract_body').select(['body_name', 'seal_image']).where('id', '=', Number(row.body_id)).executeTakeFirst() : undefined;
        const values = {
          status: 'signed', signer_name: String(row.party_b_name ?? party.name), signer_mobile: maskPhone(party.mobile!), signed_date_time: at, sign_ip: request.ip,
          seal_body_name: body?.body_name ?? row.party_a_name, seal_image: body?.seal_image ?? null, content_hash: contentHash(before), gmt_modified: at,
        };
        // Only while it still waits for the signature: of two confirmations one signs.
        const result = await edb(trx).updateTable(TABLE.contract).set(values).where('id', '=', Number(row.id)).where('status', '=', 'pendingSign').executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return null;
        const after = recordOf(call.entity, await edb(trx).selectFrom(TABLE.contract).selectAll().where('id', '=', Number(row.id)).executeTakeFirstOrThrow());
        await trx.insertInto('entity_action_log').values({
          entity: CONTRACT, record_id: Number(row.id), action: 'sign', from_state: 'pendingSign', to_state: 'signed', party_code: call.caller.code,
          payload: JSON.stringify({ signerMobile: values.signer_mobile, signIp: values.sign_ip, contentHash: values.content_hash }), gmt_created: at,
        }).execute();
        await logRecordChange(trx, call.entity, { action: 'sign', id: Number(row.id), before, after }, operatorOf(call.caller, request), now);
        return after;
      });
      if (!answer) return fail(Status.INVALID_PAYLOAD, t('entity.contract.error.notPendingSign', { state: t('dict.contract_status.signed') }));
      totalsOf(ctx.db).forget(CONTRACT);
      notifyBranchChanged(ctx.db, String(row.branch_code));
      return ok(recordMasker(call.entity, call.caller)(answer), t('entity.contract.signed'));
    });

    app.get<{ Params: { id: string } }>(`/${CONTRACT}/:id/pdf`, async (request, reply) => {
      const call = await permittedCall(ctx.db, request, reply, CONTRACT, 'pdf');
      if (!call) return reply;
      const row = await reachedRow(ctx, call, request.params.id);
      if (!row) return fail(Status.NOT_FOUND, request.t('server.common.notFound'));
      const shown = recordMasker(call.entity, call.caller)(recordOf(call.entity, row));
      try {
        const pdf = await contractPdf(shown, request.t, ctx.now());
        const name = encodeURIComponent(`${request.t('entity.contract.pdf.fileName')}_${String(row.contract_number)}.pdf`);
        return reply.type('application/pdf').header('content-disposition', `attachment; filename*=UTF-8''${name}`).send(pdf);
      } catch (error) {
        if (error instanceof PdfFontMissing) return fail(Status.SERVER_ERROR, error.message);
        throw error;
      }
    });
  };
}

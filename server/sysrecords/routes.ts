// Routes of the messaging, agreement and print-template screens beyond the generic entity API
// (under /ntocc-basic-api):
// - GET agreement/published?branchCode=&partyType= (open): the agreements a sign-up accepts
//   (agreements.ts), shown by the register screen;
// - GET printTemplate/default?entity=<entity>: the caller's branch's default print template of
//   that entity, or null; the print action of any list reads it, so any signed-in user may.
// The hooks of these entities (hooks.ts) are registered with them.
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { callerOf } from '../entities/caller';
import { ok } from '../http/envelope';
import { readParams } from '../http/params';
import { check, compile } from '../http/validate';
import { agreementsInForce, type SignUpPartyType } from './agreements';
import { registerSysrecordsHooks } from './hooks';
import { sys } from './tables';

const publishedQuery = compile<{ branchCode: string; partyType: SignUpPartyType }>({
  type: 'object',
  required: ['branchCode', 'partyType'],
  properties: {
    branchCode: { type: 'string', maxLength: 32 },
    partyType: { type: 'string', enum: ['SHIPPER', 'DRIVER'] },
  },
});

const templateQuery = compile<{ entity: string }>({
  type: 'object',
  required: ['entity'],
  properties: { entity: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9]{0,63}$' } },
});

export interface PrintTemplateAnswer {
  id: number; templateName: string; paperSize: string; orientation: string;
  /** In print order: the entity field and the label to print (absent: the field's own label). */
  fields: { field: string; label?: string }[];
  headerText?: string; footerText?: string;
}

/** `field=label` lines (printTemplate.printFields) as fields in order. */
export function printFieldsOf(text: string): PrintTemplateAnswer['fields'] {
  return text.split('\n').map((line) => line.trim()).filter(Boolean).map((line) => {
    const at = line.indexOf('=');
    if (at < 0) return { field: line };
    const label = line.slice(at + 1).trim();
    return label ? { field: line.slice(0, at).trim(), label } : { field: line.slice(0, at).trim() };
  });
}

export function sysrecordsRoutes({ db }: AppContext): FastifyPluginAsync {
  registerSysrecordsHooks();
  return async (app) => {
    app.get('/agreement/published', async (request) => {
      const parsed = check(publishedQuery, readParams(request), request.t);
      if ('answer' in parsed) return parsed.answer;
      return ok(await agreementsInForce(db, parsed.value.branchCode, parsed.value.partyType));
    });

    app.get('/printTemplate/default', async (request) => {
      const parsed = check(templateQuery, readParams(request), request.t);
      if ('answer' in parsed) return parsed.answer;
      const caller = await callerOf(db, request);
      const row = await sys(db).selectFrom('sys_print_template').selectAll()
        .where('branch_code', '=', caller.branchCode).where('entity_name', '=', parsed.value.entity).where('is_default', '=', '1')
        .orderBy('id', 'desc').executeTakeFirst();
      if (!row) return ok(null);
      const answer: PrintTemplateAnswer = {
        id: row.id, templateName: row.template_name, paperSize: row.paper_size, orientation: row.orientation,
        fields: printFieldsOf(row.print_fields),
        ...(row.header_text ? { headerText: row.header_text } : {}), ...(row.footer_text ? { footerText: row.footer_text } : {}),
      };
      return ok(answer);
    });
  };
}

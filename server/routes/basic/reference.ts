// Reference data: dictionaries (several types in one call) and the area tree (GB/T 2260).
import type { FastifyPluginAsync } from 'fastify';
import type { AreaOption, DictType } from '../../../src/core/generated/api';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { pickLanguage } from '../../http/i18n';
import { readParams } from '../../http/params';
import { check, compile } from '../../http/validate';
import { groupBy } from '../../lib/groupBy';

const dictValidator = compile<{ types: string }>({
  type: 'object',
  required: ['types'],
  properties: { types: { type: 'string', pattern: '^[A-Za-z0-9_]+(,[A-Za-z0-9_]+)*$', maxLength: 1000 } },
});

export function referenceRoutes({ db }: AppContext): FastifyPluginAsync {
  return async (app) => {
    /** `types=a,b`: one entry per asked type, in the asked order; an unknown type answers an
     * empty list, so a screen still renders while its dictionary is not seeded. Item names come
     * in the caller's language as basic/dict keeps them (dict_item: `name` in Chinese,
     * `name_en`/`name_es`/`name_ja`); a name not kept there is the catalogue's
     * (`dict.<type>.<code>`), else the Chinese one (place, bank and insurer names). Items
     * switched off (`enabled` 0) are still answered, marked `disabled`, so records holding them
     * keep their name while selects leave them out. */
    app.get('/dict/listDict', async (request) => {
      const parsed = check(dictValidator, readParams(request), request.t);
      if ('answer' in parsed) return parsed.answer;
      const types = [...new Set(parsed.value.types.split(','))];
      const language = pickLanguage(request.headers['accept-language']);
      const items = await db.selectFrom('dict_item').select(['type', 'code', 'name', 'name_en', 'name_es', 'name_ja', 'enabled'])
        .where('type', 'in', types).orderBy('type').orderBy('sort').orderBy('id').execute();
      const nameOf = (item: (typeof items)[number]): string => {
        if (language === 'zh') return item.name;
        const kept = { en: item.name_en, es: item.name_es, ja: item.name_ja }[language];
        return kept ?? request.t(`dict.${item.type}.${item.code}`, { defaultValue: item.name });
      };
      const answer: DictType[] = types.map((type) => ({
        type,
        dictList: items.filter((item) => item.type === type)
          .map((item) => (item.enabled ? { code: item.code, name: nameOf(item) } : { code: item.code, name: nameOf(item), disabled: true })),
      }));
      return ok(answer);
    });

    /** Provinces with their cities with their counties. */
    app.get('/areaProvince/queryList', async () => {
      const rows = await db.selectFrom('area').select(['code', 'name', 'parent_code']).orderBy('code').execute();
      const byParent = groupBy(rows, (row) => row.parent_code);
      const build = (parent: string | null): AreaOption[] =>
        (byParent.get(parent) ?? []).map(({ code, name }) => {
          const children = build(code);
          return children.length > 0 ? { code, name, children } : { code, name };
        });
      return ok(build(null));
    });
  };
}

// cards: records of an entity as a grid of cards (image, heading, two lines of text, small
// facts), as a public page shows news or partners: the first `limit` records matching `where`,
// in `defaultSort` order. Reloads with the page.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '../../../src/core/api/client';
import type { CardsBlock as CardsBlockType } from '../../../src/core/generated/page-language';
import { blockEntity } from '../../../src/core/page/expandPage';
import { useDictVersion } from '../../../src/dicts/dictStore';
import { entityFor, fieldMeta, primaryKey } from '../../entities';
import { listRecords, type EntityRecord, type ListParams } from '../../entityApi';
import { defaultFormat, formatValue } from '../../shared/formatValue';
import { usePageQuery } from '../pageQuery';
import type { BlockProps } from '../registry';

const DEFAULT_LIMIT = 12;

/** The smallest page size the list API accepts that holds `limit` records. */
export function pageSizeFor(limit: number): number {
  return PAGE_SIZES.find((size) => size >= limit) ?? PAGE_SIZES[PAGE_SIZES.length - 1]!;
}

export function CardsBlock({ block, page }: BlockProps<CardsBlockType>) {
  const { t } = useTranslation();
  const entity = entityFor(blockEntity(page, block)!);
  const { reloads } = usePageQuery();
  const limit = block.limit ?? DEFAULT_LIMIT;
  const [records, setRecords] = useState<EntityRecord[] | null>(null);
  const params = useMemo<ListParams>(() => ({
    pageNum: 1,
    pageSize: pageSizeFor(limit),
    ...(block.defaultSort && { sortField: block.defaultSort.field, sortType: block.defaultSort.order }),
    ...(block.where ?? {}),
  }), [block.defaultSort, block.where, limit]);
  const meta = useMemo(() => (block.metaFields ?? []).map((name) => fieldMeta(entity, name)), [block.metaFields, entity]);
  useDictVersion(useMemo(() => meta.map((field) => field.dict).filter((type): type is string => !!type), [meta]));

  useEffect(() => {
    let current = true;
    listRecords(entity, params).then(
      (answer) => current && setRecords(answer.records.slice(0, limit)),
      () => current && setRecords([]),
    );
    return () => {
      current = false;
    };
  }, [entity, params, limit, reloads]);

  const heading = fieldMeta(entity, block.headingField);
  const key = primaryKey(entity);
  return (
    <section aria-label={block.title ? t(block.title) : t(entity.title)} aria-busy={records === null} className="rounded bg-white p-4">
      {block.title && <h2 className="mb-3 text-base font-semibold text-slate-800">{t(block.title)}</h2>}
      {records !== null && records.length === 0 && <p className="text-sm text-slate-500">{t('renderer.table.empty')}</p>}
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {(records ?? []).map((record) => {
          const title = String(record[block.headingField] ?? '');
          const image = block.imageField ? record[block.imageField] : undefined;
          const link = block.linkField ? record[block.linkField] : undefined;
          const text = block.textField ? record[block.textField] : undefined;
          const body = (
            <>
              {typeof image === 'string' && image !== '' && (
                <img src={image} alt="" className="aspect-[16/9] w-full rounded-t bg-slate-50 object-contain" />
              )}
              <div className="flex flex-col gap-1 p-3">
                <h3 className="line-clamp-2 text-sm font-medium text-slate-900" title={title}>{title || formatValue(record[heading.name], heading, 'text', t)}</h3>
                {typeof text === 'string' && text !== '' && <p className="line-clamp-2 text-xs text-slate-600">{text}</p>}
                {meta.length > 0 && (
                  <p className="flex flex-wrap gap-x-3 text-xs text-slate-500">
                    {meta.map((field) => {
                      const shown = formatValue(record[field.name], field, defaultFormat(field), t);
                      return shown ? <span key={field.name}>{shown}</span> : null;
                    })}
                  </p>
                )}
              </div>
            </>
          );
          return (
            <li key={String(record[key])} className="overflow-hidden rounded border border-slate-200 bg-white">
              {typeof link === 'string' && /^https?:\/\//.test(link) ? (
                <a href={link} target="_blank" rel="noopener noreferrer" className="block hover:bg-slate-50">{body}</a>
              ) : (
                body
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

// spotlight (public pages): one big figure of the signed link's record (a queue ticket's number)
// with its caption, a message and a few labelled values formatted as the page entity's fields;
// with `rowsFrom`, one card per item of that list (正在叫号 on a wall screen) or the empty text.
// `back` adds a button returning to the page before (a kiosk's next driver), on its own after
// `after` seconds. Outside a public page it shows nothing: it has no record of its own.
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { SpotlightBlock as SpotlightBlockType } from '../../../src/core/generated/page-language';
import { useDictVersion } from '../../../src/dicts/dictStore';
import { Button } from '../../../src/ui/Button';
import { entityFor, fieldMeta, type EntitySchema } from '../../entities';
import { usePublicLink } from '../../publicLink';
import { CellValue } from '../../shared/CellValue';
import { defaultFormat, isEmpty } from '../../shared/formatValue';
import type { BlockProps } from '../registry';

const ACCENT: Record<string, string> = {
  primary: 'border-primary/40 [&_[data-figure]]:text-primary',
  success: 'border-emerald-300 [&_[data-figure]]:text-emerald-600',
  warning: 'border-amber-300 [&_[data-figure]]:text-amber-600',
};

function Card({ block, entity, item }: { block: SpotlightBlockType; entity: EntitySchema; item: Record<string, unknown> }) {
  const { t } = useTranslation();
  const text = block.text ? t(block.text, Object.fromEntries(Object.entries(item).map(([key, value]) => [key, value === null || value === undefined ? '' : String(value)]))) : '';
  return (
    <article className={`flex flex-col items-center gap-2 rounded-lg border-2 bg-white px-4 py-5 text-center shadow-sm ${ACCENT[block.accent ?? 'primary']}`} data-spotlight-card>
      {block.number && (
        <>
          <p className="text-sm text-slate-500">{t(fieldMeta(entity, block.number).label)}</p>
          <p className="text-6xl font-bold leading-none tabular-nums" data-figure>{isEmpty(item[block.number]) ? '—' : String(item[block.number])}</p>
        </>
      )}
      {block.caption && !isEmpty(item[block.caption]) && <p className="text-xl font-semibold tracking-wide" data-caption>{String(item[block.caption])}</p>}
      {text && <p className="text-base text-slate-700" data-text>{text}</p>}
      {block.show && block.show.length > 0 && (
        <dl className="mt-1 grid w-full grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-left text-sm">
          {block.show.map((name) => {
            const meta = fieldMeta(entity, name);
            return (
              <div key={name} className="contents">
                <dt className="text-slate-500">{t(meta.label)}</dt>
                <dd className="min-w-0 break-words text-right font-medium text-slate-800" data-field={name}><CellValue value={item[name]} field={meta} format={defaultFormat(meta)} /></dd>
              </div>
            );
          })}
        </dl>
      )}
    </article>
  );
}

function BackButton({ label, after }: { label: string; after?: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!after) return undefined;
    const timer = setTimeout(() => navigate(-1), after * 1000);
    return () => clearTimeout(timer);
  }, [after, navigate]);
  return <Button onClick={() => navigate(-1)}>{t(label)}</Button>;
}

export function SpotlightBlock({ block, page }: BlockProps<SpotlightBlockType>) {
  const { t } = useTranslation();
  const link = usePublicLink();
  const entity = entityFor(page.entity!);
  const dictTypes = useMemo(() => [block.number, block.caption, ...(block.show ?? [])]
    .flatMap((name) => (name ? [fieldMeta(entity, name).dict] : [])).filter((type): type is string => !!type), [block, entity]);
  useDictVersion(dictTypes);
  if (!link) return null;
  const items = block.rowsFrom
    ? (Array.isArray(link.record[block.rowsFrom]) ? link.record[block.rowsFrom] as Record<string, unknown>[] : [])
    : [link.record];
  return (
    <section className="flex flex-col gap-2" data-spotlight>
      {block.title && <h2 className="text-base font-semibold text-slate-700">{t(block.title)}</h2>}
      {items.length === 0 && block.empty
        ? <p className="rounded-lg bg-white px-4 py-6 text-center text-slate-500" data-empty>{t(block.empty)}</p>
        : <div className={block.rowsFrom ? 'grid grid-cols-2 gap-2 sm:grid-cols-3' : 'flex flex-col'}>{items.map((item, i) => <Card key={i} block={block} entity={entity} item={item} />)}</div>}
      {block.back && <BackButton label={block.back.label} after={block.back.after} />}
    </section>
  );
}

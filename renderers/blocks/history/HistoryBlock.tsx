// history: the decisions on the record the page shows (?id=), newest first — when, who, which
// action (a review level named: 第1级审核通过), the state before and after, and what the action
// asked for (the reason of a rejection). Read again after an action of any block of the page.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { HistoryBlock as HistoryBlockType } from '../../../src/core/generated/page-language';
import { useDictVersion } from '../../../src/dicts/dictStore';
import { entityFor, fieldMeta, type EntitySchema } from '../../entities';
import { getHistory, type HistoryLine } from '../../entityApi';
import { CellValue } from '../../shared/CellValue';
import { defaultFormat, isEmpty } from '../../shared/formatValue';
import type { BlockProps } from '../registry';
import { usePageQuery } from '../pageQuery';

type Loaded = { status: 'loading' } | { status: 'loaded'; lines: HistoryLine[] } | { status: 'failed' };

function useHistory(entity: EntitySchema, id: string | null, version: number): Loaded {
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    if (!id) return undefined;
    let current = true;
    getHistory(entity, id).then((lines) => current && setState({ status: 'loaded', lines }), () => current && setState({ status: 'failed' }));
    return () => {
      current = false;
    };
  }, [entity, id, version]);
  return state;
}

export function HistoryBlock({ block, page }: BlockProps<HistoryBlockType>) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const entity = entityFor(page.entity!);
  const { reloads } = usePageQuery();
  const state = useHistory(entity, search.get('id'), reloads);
  const states = entity['x-states'];
  useDictVersion(useMemo(() => (states ? [states.dict] : []), [states]));
  const stateName = (code: string) => (states ? t(`dict.${states.dict}.${code}`, { defaultValue: code }) : code);
  const actionName = (line: HistoryLine) => {
    const label = states?.actions[line.action]?.label;
    const name = label ? t(label) : t(`renderer.history.action.${line.action}`, { defaultValue: line.action });
    // A level that kept the state is one level of a two-level review.
    return line.reviewLevel && line.fromState === line.toState ? t('renderer.history.level', { level: line.reviewLevel, action: name }) : name;
  };

  return (
    <section aria-label={t(block.title ?? 'renderer.history.title')} className="rounded bg-white p-4">
      <h2 className="mb-3 border-l-4 border-primary pl-2 text-sm font-semibold text-slate-800">{t(block.title ?? 'renderer.history.title')}</h2>
      {state.status === 'loading' && <p role="status" className="text-sm text-slate-500">{t('common.loading')}</p>}
      {state.status === 'failed' && <p role="alert" className="text-sm text-red-600">{t('renderer.history.failed')}</p>}
      {state.status === 'loaded' && state.lines.length === 0 && <p className="text-sm text-slate-400">{t('renderer.history.empty')}</p>}
      {state.status === 'loaded' && state.lines.length > 0 && (
        <ol className="relative flex flex-col gap-4 border-l border-slate-200 pl-4">
          {state.lines.map((line, index) => (
            <li key={`${line.time}-${index}`} className="relative">
              <span aria-hidden className="absolute top-1.5 -left-[21px] h-2.5 w-2.5 rounded-full border-2 border-white bg-primary" />
              <p className="text-sm text-slate-800">
                <span className="font-semibold">{actionName(line)}</span>
                {line.fromState !== line.toState && (
                  <span className="ml-2 text-slate-500">{t('renderer.history.moved', { from: stateName(line.fromState), to: stateName(line.toState) })}</span>
                )}
              </p>
              <p className="text-xs text-slate-500">{t('renderer.history.by', { time: line.time, name: line.operatorName })}</p>
              {Object.keys(line.values).length > 0 && (
                <dl className="mt-1 grid grid-cols-1 gap-x-4 gap-y-0.5 text-xs md:grid-cols-2">
                  {Object.entries(line.values).filter(([, value]) => !isEmpty(value)).map(([name, value]) => {
                    const field = fieldMeta(entity, name);
                    return (
                      <div key={name} className="flex gap-1">
                        <dt className="shrink-0 text-slate-500">{t(field.label)}：</dt>
                        <dd className="break-all text-slate-700"><CellValue value={value} field={field} format={defaultFormat(field)} row={line.values} /></dd>
                      </div>
                    );
                  })}
                </dl>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

// detail: one record (`?id=<primary key>`), read-only, in labelled sections formatted like
// list cells; a section with `documents: true` shows its upload fields large (DocumentGallery).
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { tagKey } from '../../../src/session/tagsModel';
import { nameTabRecord } from '../../../src/session/tagsStore';
import { useSnapshot } from 'valtio';
import type { Action, DetailBlock as DetailBlockType, Section } from '../../../src/core/generated/page-language';
import { hasPermission } from '../../../src/session/permissions';
import { session } from '../../../src/session/sessionState';
import { ActionButtons } from '../../list/ActionButtons';
import { rowActionsFor } from '../../list/actions';
import { exportLimit } from '../../list/export/clientExport';
import { useListActions } from '../../list/useListActions';
import { useDictVersion } from '../../../src/dicts/dictStore';
import { entityFor, fieldMeta, type EntitySchema } from '../../entities';
import type { EntityRecord, ListParams } from '../../entityApi';
import type { BlockProps } from '../registry';
import { usePageQuery } from '../pageQuery';
import { CellValue } from '../../shared/CellValue';
import { defaultFormat, formatValue, isEmpty } from '../../shared/formatValue';
import { useRecord, type RecordState } from '../../shared/useRecord';
import { usePublicLink } from '../../publicLink';
import { DocumentGallery, documentItems } from './DocumentGallery';

const GRID: Record<number, string> = { 1: 'grid-cols-1', 2: 'grid-cols-1 md:grid-cols-2', 3: 'grid-cols-1 md:grid-cols-3', 4: 'grid-cols-1 md:grid-cols-4' };

export function DetailBlock({ block, page, screen }: BlockProps<DetailBlockType>) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const entity = entityFor(page.entity!);
  // An action of another block (a related table's), or its own, may change the record: it is read again.
  const { reloads, reload, params } = usePageQuery();
  // On a public page the record is the signed link's (no entity API without a session).
  const link = usePublicLink();
  const read = useRecord(entity, link ? null : search.get('id'), reloads);
  const state: RecordState = link ? { status: 'loaded', record: link.record } : read;
  // The tab names the record by the first field shown (运单号, 姓名): 运单详情 YD20261123000010.
  const { pathname, search: query } = useLocation();
  const first = block.sections[0]?.fields[0];
  const record = state.status === 'loaded' && first ? formatValue(state.record[first], fieldMeta(entity, first), 'text', t) : '';
  useEffect(() => {
    if (record && !link) nameTabRecord(tagKey(pathname, query), record);
  }, [record, pathname, query, link]);
  const dictTypes = useMemo(
    () => [...new Set(block.sections.flatMap((section) => section.fields.map((name) => fieldMeta(entity, name).dict).filter((type): type is string => !!type)))],
    [block, entity],
  );
  useDictVersion(dictTypes);

  return (
    <div className="flex flex-col gap-4">
      {state.status === 'loaded' && block.actions && !link && (
        <RecordActions entity={entity} actions={block.actions} record={state.record} screen={screen} params={params} reload={reload} />
      )}
      {state.status === 'loading' && <p role="status">{t('common.loading')}</p>}
      {state.status === 'failed' && <p role="alert" className="text-sm text-red-600">{t('renderer.detail.notFound')}</p>}
      {state.status === 'loaded' && block.sections.map((section) => <DetailSection key={section.title} section={section} entity={entity} record={state.record} />)}
    </div>
  );
}

/** The record's buttons, with a list row's rules (permission, state, `when`), run as row actions. */
function RecordActions({ entity, actions, record, screen, params, reload }: {
  entity: EntitySchema; actions: Action[]; record: EntityRecord; screen?: string; params: ListParams; reload: () => void;
}) {
  const { branch, exportableQuantity } = useSnapshot(session);
  const run = useListActions({
    entity, columns: [], params, reload, exportLimit: exportLimit(branch as typeof session.branch, exportableQuantity), clearSelection: () => undefined,
  });
  const shown = rowActionsFor(entity, actions, record, hasPermission, screen);
  if (shown.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 rounded bg-white p-3" data-record-actions>
      <ActionButtons entity={entity} variant="toolbar" actions={shown} onRun={(action) => void run.run(action, [record], 'row')} />
      {run.overlay}
    </div>
  );
}

function DetailSection({ section, entity, record }: { section: Section; entity: EntitySchema; record: EntityRecord }) {
  const { t } = useTranslation();
  const documents = section.documents ? section.fields.filter((name) => fieldMeta(entity, name).widget === 'upload') : [];
  const fields = section.fields.filter((name) => !documents.includes(name));
  return (
    <section aria-label={t(section.title)} className="rounded bg-white p-4">
      <h2 className="mb-3 border-l-4 border-primary pl-2 text-sm font-semibold text-slate-800">{t(section.title)}</h2>
      {fields.length > 0 && (
        <dl className={`grid gap-x-6 gap-y-3 ${GRID[section.layout ?? 3]}`}>
          {fields.map((name) => {
            const field = fieldMeta(entity, name);
            return (
              <div key={name} className="flex flex-col gap-0.5">
                <dt className="text-xs text-slate-500">{t(field.label)}</dt>
                <dd className={`min-h-5 text-sm break-all text-slate-800${field.widget === 'textarea' ? ' whitespace-pre-wrap' : ''}`}>
                  {isEmpty(record[name]) ? (
                    <span className="text-slate-400">{t('renderer.value.empty')}</span>
                  ) : (
                    <CellValue value={record[name]} field={field} format={defaultFormat(field)} row={record} />
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
      {documents.length > 0 && (
        <div className={fields.length > 0 ? 'mt-4' : ''}>
          <DocumentGallery
            items={documentItems(
              documents.map((name) => ({ label: t(fieldMeta(entity, name).label), value: record[name] })),
              (label, index, count) => t('renderer.documents.nth', { label, index, count }),
            )}
          />
        </div>
      )}
    </section>
  );
}

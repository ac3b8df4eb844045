// reportDesigner: reports defined on the screen over any entity with x-dimensions and x-measures
// that a screen lets the user read. Beside the saved reports he sees (his own, and those shared
// with his role), a form chooses the source, dimensions, measures, filters, sort and chart; 运行
// shows the table with its totals and the chart (the source's own report call, in his data
// scope), 导出 writes it as .xlsx, 保存 / 另存为 keep it as a record of the block's entity for
// himself or shared with roles. Only the owner changes or removes a report (the server checks
// again, and checks the definition against the entity's declarations).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { fieldErrorsOf } from '../../../src/api/fieldErrors';
import type { ReportDesignerBlock as ReportDesignerBlockType } from '../../../src/core/generated/page-language';
import { namespaceOfKey } from '../../../src/core/i18n/namespaces';
import { blockEntity } from '../../../src/core/page/expandPage';
import { hasPermission } from '../../../src/session/permissions';
import { session } from '../../../src/session/sessionState';
import { Button } from '../../../src/ui/Button';
import { requestConfirm, showMessage } from '../../../src/ui/feedbackStore';
import { entityFor, isEntityName, loadEntities, type EntitySchema } from '../../entities';
import { exportLimit } from '../../list/export/clientExport';
import type { AggregateAnswer } from '../aggregateApi';
import type { BlockProps } from '../registry';
import { dimensionDicts } from '../report/dimensionValue';
import { useDictVersion } from '../../../src/dicts/dictStore';
import { DefinitionForm } from './DefinitionForm';
import { draftOf, emptyDraft, payloadOf, type Draft } from './definition';
import { exportDraft, listReports, loadSources, removeReport, runDraft, saveReport, type SavedReport, type Sources } from './designerApi';
import { ReportResult } from './ReportResult';
import { useNamespacedT } from './namespacedT';

/** Loads an entity's schema and texts; undefined until they are there. */
function useSourceEntity(name: string): EntitySchema | undefined {
  const { i18n } = useTranslation();
  const [loaded, setLoaded] = useState<EntitySchema | undefined>();
  useEffect(() => {
    if (!name || !isEntityName(name)) return undefined;
    let current = true;
    loadEntities([name]).then(async ([schema]) => {
      if (!schema) return;
      await i18n.loadNamespaces([namespaceOfKey(schema.title)]);
      if (current) setLoaded(schema);
    }, () => undefined);
    return () => { current = false; };
  }, [name, i18n]);
  return loaded?.$id === name ? loaded : undefined;
}

const PAGE_SIZE = 20;

export function ReportDesignerBlock({ block, page, screen }: BlockProps<ReportDesignerBlockType>) {
  const { t, i18n } = useTranslation();
  const et = useNamespacedT();
  const store = entityFor(blockEntity(page, block)!);
  const { branch, exportableQuantity, code: userCode } = useSnapshot(session);
  const [sources, setSources] = useState<Sources>({ sources: [], roles: [] });
  const [reports, setReports] = useState<SavedReport[]>([]);
  const [draft, setDraft] = useState<Draft>(emptyDraft());
  const [saved, setSaved] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ answer: AggregateAnswer; draft: Draft } | null>(null);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: PAGE_SIZE });
  const [busy, setBusy] = useState<string | null>(null);
  const source = useSourceEntity(draft.sourceEntity);
  useDictVersion(useMemo(() => (source && result ? dimensionDicts(source, result.draft.dimensions) : []), [source, result]));

  const can = (action: string) => !screen || hasPermission(`${screen}:${action}`);
  const refreshList = useCallback(() => listReports(store).then(setReports, () => undefined), [store]);

  useEffect(() => {
    let current = true;
    loadSources(store).then(async (found) => {
      await i18n.loadNamespaces([...new Set(found.sources.map((item) => namespaceOfKey(item.title)))]);
      if (current) setSources(found);
    }, () => undefined);
    void refreshList();
    return () => { current = false; };
  }, [store, i18n, refreshList]);

  // The screen opens on the first saved report, run.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || reports.length === 0) return;
    opened.current = true;
    void open(reports[0]!);
    // Once, when the saved reports first arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reports]);

  const owner = draft.id === undefined || draft.ownerCode === userCode;
  const unchanged = source !== undefined && saved !== null && saved === JSON.stringify(payloadOf(draft, source));

  async function run(next: Draft = draft, nextPaging = { pageNum: 1, pageSize: paging.pageSize }, schema = source) {
    if (!schema || schema.$id !== next.sourceEntity) return;
    if (next.dimensions.length === 0 || next.measures.length === 0) {
      setErrors({ dimensions: next.dimensions.length === 0 ? t('renderer.reportDesigner.needDimension') : '', measures: next.measures.length === 0 ? t('renderer.reportDesigner.needMeasure') : '' });
      return;
    }
    setBusy('run');
    setPaging(nextPaging);
    try {
      setResult({ answer: await runDraft(next, schema, nextPaging), draft: next });
      setErrors({});
    } catch (error) {
      setErrors(renamed(fieldErrorsOf(error)));
    } finally {
      setBusy(null);
    }
  }

  /** A saved report becomes the draft once its source's schema and texts are there, and runs. */
  async function open(report: SavedReport) {
    const [schema] = await loadEntities([report.sourceEntity]);
    if (!schema) return;
    await i18n.loadNamespaces([namespaceOfKey(schema.title)]);
    setErrors({});
    setResult(null);
    const next = draftOf(report, schema);
    setDraft(next);
    setSaved(JSON.stringify(payloadOf(next, schema)));
    await run(next, { pageNum: 1, pageSize: PAGE_SIZE }, schema);
  }

  function startNew() {
    setDraft(emptyDraft(draft.sourceEntity));
    setSaved(null);
    setResult(null);
    setErrors({});
  }

  async function save(asNew: boolean) {
    if (!source) return;
    setBusy(asNew ? 'saveAs' : 'save');
    try {
      const record = await saveReport(store, draft, source, asNew);
      const next = draftOf(record, source);
      setDraft(next);
      setSaved(JSON.stringify(payloadOf(next, source)));
      setErrors({});
      showMessage('success', t('renderer.reportDesigner.saved', { name: next.reportName }));
      await refreshList();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    if (draft.id === undefined) return;
    const confirmed = await requestConfirm({
      title: t('renderer.reportDesigner.remove'), text: t('renderer.reportDesigner.confirmRemove', { name: draft.reportName }),
      confirmText: t('renderer.reportDesigner.remove'), cancelText: t('renderer.reportDesigner.cancel'), type: 'warning',
    });
    if (!confirmed) return;
    setBusy('remove');
    try {
      await removeReport(store, draft.id);
      showMessage('success', t('renderer.reportDesigner.removed', { name: draft.reportName }));
      startNew();
      await refreshList();
    } catch {
      // The HTTP layer has shown why.
    } finally {
      setBusy(null);
    }
  }

  async function exportFile() {
    if (!source || !result) return;
    setBusy('export');
    try {
      await exportDraft(store, result.draft, source, unchanged, result.answer.total, exportLimit(branch as typeof session.branch, exportableQuantity));
    } catch {
      // The HTTP layer has shown why.
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="grid grid-cols-1 gap-3 lg:grid-cols-12">
      <aside aria-label={t('renderer.reportDesigner.savedReports')} className="flex flex-col gap-2 rounded bg-white p-3 lg:col-span-3">
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-sm font-semibold text-slate-700">{t('renderer.reportDesigner.savedReports')}</h2>
          {can('add') && (
            <Button variant="text" className="px-1 py-0" onClick={startNew}>
              {t('renderer.reportDesigner.new')}
            </Button>
          )}
        </div>
        {reports.length === 0 && <p className="text-sm text-slate-500">{t('renderer.reportDesigner.noReports')}</p>}
        <ul className="flex flex-col gap-1">
          {reports.map((report) => {
            const sourceTitle = sources.sources.find((item) => item.entity === report.sourceEntity)?.title;
            const mine = report.ownerCode === userCode;
            return (
              <li key={report.id}>
                <button
                  type="button"
                  aria-current={draft.id === report.id ? 'true' : undefined}
                  onClick={() => void open(report)}
                  className="flex w-full flex-col items-start gap-0.5 rounded border border-transparent px-2 py-1.5 text-left text-sm hover:border-primary/40 hover:bg-sky-50 aria-[current=true]:border-primary aria-[current=true]:bg-sky-50"
                >
                  <span className="font-medium text-slate-800">{report.reportName}</span>
                  <span className="text-xs text-slate-500">
                    {sourceTitle ? et(sourceTitle) : report.sourceEntity}
                    {' · '}
                    {mine ? t('renderer.reportDesigner.mine') : t('renderer.reportDesigner.sharedBy', { name: report.ownerName ?? report.ownerCode })}
                    {mine && (report.sharedRoles?.length ?? 0) > 0 ? ` · ${t('renderer.reportDesigner.shared')}` : ''}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </aside>
      <div className="flex min-w-0 flex-col gap-3 lg:col-span-9">
        <DefinitionForm
          draft={draft}
          source={source}
          sources={sources}
          errors={errors}
          onChange={(next) => {
            setDraft(next);
            if (next.sourceEntity !== draft.sourceEntity) setResult(null);
          }}
        />
        <div className="flex flex-wrap gap-2 rounded bg-white p-3">
          <Button variant="primary" pending={busy === 'run'} disabled={!source} onClick={() => void run()}>
            {t('renderer.reportDesigner.run')}
          </Button>
          {owner && draft.id !== undefined && can('edit') && (
            <Button pending={busy === 'save'} disabled={!source || unchanged} onClick={() => void save(false)}>
              {t('renderer.reportDesigner.save')}
            </Button>
          )}
          {draft.id === undefined && can('add') && (
            <Button pending={busy === 'save'} disabled={!source} onClick={() => void save(true)}>
              {t('renderer.reportDesigner.save')}
            </Button>
          )}
          {draft.id !== undefined && can('add') && (
            <Button pending={busy === 'saveAs'} disabled={!source} onClick={() => void save(true)}>
              {t('renderer.reportDesigner.saveAs')}
            </Button>
          )}
          {can('export') && (
            <Button pending={busy === 'export'} disabled={!result || result.answer.total === 0} onClick={() => void exportFile()}>
              {t('page.action.export')}
            </Button>
          )}
          {owner && draft.id !== undefined && can('remove') && (
            <Button variant="danger" pending={busy === 'remove'} onClick={() => void remove()}>
              {t('renderer.reportDesigner.remove')}
            </Button>
          )}
          {draft.id !== undefined && !owner && (
            <span className="self-center text-xs text-slate-500">{t('renderer.reportDesigner.readOnly', { name: draft.ownerName ?? draft.ownerCode })}</span>
          )}
        </div>
        {source && result && result.draft.sourceEntity === source.$id && (
          <ReportResult
            entity={source}
            draft={result.draft}
            answer={result.answer}
            paging={paging}
            loading={busy === 'run'}
            onPage={(next) => void run(result.draft, next)}
          />
        )}
      </div>
    </div>
  );
}

/** Errors of the source's report call named as the form's fields. */
function renamed(errors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    const name = field === 'groupBy' ? 'dimensions' : field === 'measures' || field === 'sortField' ? field : 'filters';
    out[name] ??= message;
  }
  return out;
}

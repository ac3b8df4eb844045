// form: create, update (`?id=`) or a custom POST under the entity path; after saving, the page
// named by `redirect` opens.
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { getFeedback } from '../../../src/api/feedback';
import type { FormBlock as FormBlockType } from '../../../src/core/generated/page-language';
import { useSessionRoutes } from '../../../src/session/useSessionRoutes';
import { entityFor, primaryKey } from '../../entities';
import { createRecord, postCustom, runStateAction, updateRecord, type EntityRecord } from '../../entityApi';
import type { BlockProps } from '../registry';
import { usePageQuery } from '../pageQuery';
import { routeOfComponent } from '../../shared/routeOfComponent';
import { useRecord } from '../../shared/useRecord';
import { EntityForm } from '../../form/EntityForm';
import { usePublicLink, type PublicLinkValue } from '../../publicLink';
import { useState } from 'react';

function FormBody({ block, entityName, initialData }: { block: FormBlockType; entityName: string; initialData?: EntityRecord }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const routes = useSessionRoutes();
  const entity = entityFor(entityName);
  // A saved form is an action of the page: the other blocks (a history table under it) reload.
  const { reload } = usePageQuery();

  const { submit } = block;
  const done = (message: string) => {
    getFeedback().message('success', message);
    reload();
    if (block.redirect) navigate(routeOfComponent(routes, block.redirect));
  };

  const save = async (values: EntityRecord) => {
    if (submit.type === 'update') await updateRecord(entity, initialData?.[primaryKey(entity)], values);
    else if (submit.type === 'custom' && submit.path) await postCustom(entity, submit.path, values);
    else {
      const created = await createRecord(entity, values);
      if (submit.then) {
        try {
          await runStateAction(entity, created[primaryKey(entity)], submit.then, {});
        } catch (error) {
          // The record is saved; it waits in its first state with the reason shown.
          getFeedback().message('error', t('renderer.form.savedNotSubmitted', { reason: error instanceof Error ? error.message : '' }));
          reload();
          return;
        }
      }
    }
    done(t('renderer.form.saved'));
  };

  const saveDraft = async (values: EntityRecord) => {
    await createRecord(entity, values);
    done(t('renderer.form.draftSaved'));
  };

  const thenLabel = submit.then ? entity['x-states']?.actions[submit.then]?.label : undefined;

  return (
    <EntityForm
      entity={entity}
      groups={block.groups}
      layout={block.layout}
      mode={block.submit.type === 'update' ? 'edit' : 'create'}
      initialData={initialData}
      submitLabel={thenLabel ? t(thenLabel) : t('renderer.form.submit')}
      onSubmit={save}
      secondary={submit.draft ? { label: t('renderer.form.saveDraft'), onSubmit: saveDraft } : undefined}
    />
  );
}

function UpdateForm({ block, entityName }: { block: FormBlockType; entityName: string }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const state = useRecord(entityFor(entityName), search.get('id'));
  if (state.status === 'loading') return <p role="status">{t('common.loading')}</p>;
  if (state.status === 'failed') return <p role="alert" className="text-sm text-red-600">{t('renderer.detail.notFound')}</p>;
  return <FormBody block={block} entityName={entityName} initialData={state.record} />;
}

/** On a public page: the form posts to the link's action (`submit.path`) and then shows the
 * answer's reference number in place of the form, with a way to fill in another. */
function PublicForm({ block, entityName, link }: { block: FormBlockType; entityName: string; link: PublicLinkValue }) {
  const { t } = useTranslation();
  const [done, setDone] = useState<{ reference?: string; message?: string } | null>(null);
  const [round, setRound] = useState(0);
  const navigate = useNavigate();
  const location = useLocation();
  // A refusal naming no field (未找到车辆, 已在排队中) is shown above the form: no session HTTP layer shows it here.
  const [failure, setFailure] = useState('');
  const entity = entityFor(entityName);
  if (done) {
    return (
      <div role="status" data-public-form-done className="flex flex-col items-center gap-2 py-6 text-center">
        <span aria-hidden className="flex h-14 w-14 items-center justify-center rounded-full bg-green-100 text-3xl text-green-600">✓</span>
        <p className="text-lg font-semibold text-slate-900">{done.message || t('publicPage.submitted')}</p>
        {done.reference && <p className="text-base text-slate-700" data-reference>{t('publicPage.reference', { reference: done.reference })}</p>}
        <button type="button" className="mt-2 rounded border border-primary px-4 py-2 text-primary" onClick={() => { setDone(null); setRound((r) => r + 1); }}>
          {t('publicPage.submitAgain')}
        </button>
      </div>
    );
  }
  return (
    <>
    {failure && <p role="alert" data-public-form-failure className="mb-3 rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">{failure}</p>}
    <EntityForm
      key={round}
      entity={entity}
      groups={block.groups}
      layout={block.layout ?? 1}
      mode="create"
      submitLabel={t(block.submit.label ?? 'renderer.form.submit')}
      onSubmit={async (values) => {
        setFailure('');
        let answer: { reference?: unknown; message?: unknown; open?: unknown; reload?: unknown } | null;
        try {
          answer = await link.post(block.submit.path ?? 'submit', values) as typeof answer;
        } catch (error) {
          const errors = (error as { data?: { errors?: unknown } } | null)?.data?.errors;
          if (!Array.isArray(errors) || errors.length === 0) setFailure(error instanceof Error ? error.message : String(error));
          throw error;
        }
        // An action may open the same page with another link (the ticket a number taken opens,
        // kept in the phone's history) or ask for the link's record again (已签署).
        if (typeof answer?.open === 'string') {
          navigate(`${location.pathname}?t=${encodeURIComponent(answer.open)}`);
          return;
        }
        if (answer?.reload === true) {
          link.reload();
          return;
        }
        setDone({
          reference: typeof answer?.reference === 'string' ? answer.reference : undefined,
          message: typeof answer?.message === 'string' ? answer.message : undefined,
        });
      }}
    />
    </>
  );
}

export function FormBlock({ block, page }: BlockProps<FormBlockType>) {
  const entityName = page.entity!;
  const link = usePublicLink();
  if (link) {
    return (
      <div className="rounded bg-white p-4">
        <PublicForm block={block} entityName={entityName} link={link} />
      </div>
    );
  }
  return (
    <div className="rounded bg-white p-4">
      {block.submit.type === 'update' ? <UpdateForm block={block} entityName={entityName} /> : <FormBody block={block} entityName={entityName} />}
    </div>
  );
}

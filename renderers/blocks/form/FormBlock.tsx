// form: create, update (`?id=`) or a custom POST under the entity path; after saving, the page
// named by `redirect` opens.
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
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

export function FormBlock({ block, page }: BlockProps<FormBlockType>) {
  const entityName = page.entity!;
  return (
    <div className="rounded bg-white p-4">
      {block.submit.type === 'update' ? <UpdateForm block={block} entityName={entityName} /> : <FormBody block={block} entityName={entityName} />}
    </div>
  );
}

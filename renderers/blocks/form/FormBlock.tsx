// form: create, update (`?id=`) or a custom POST under the entity path; after saving, the page
// named by `redirect` opens.
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { getFeedback } from '../../../src/api/feedback';
import type { FormBlock as FormBlockType } from '../../../src/core/generated/page-language';
import { useSessionRoutes } from '../../../src/session/useSessionRoutes';
import { entityFor, primaryKey } from '../../entities';
import { createRecord, postCustom, updateRecord, type EntityRecord } from '../../entityApi';
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

  const save = async (values: EntityRecord) => {
    const { submit } = block;
    if (submit.type === 'update') await updateRecord(entity, initialData?.[primaryKey(entity)], values);
    else if (submit.type === 'custom' && submit.path) await postCustom(entity, submit.path, values);
    else await createRecord(entity, values);
    getFeedback().message('success', t('renderer.form.saved'));
    reload();
    if (block.redirect) navigate(routeOfComponent(routes, block.redirect));
  };

  return (
    <EntityForm
      entity={entity}
      groups={block.groups}
      layout={block.layout}
      mode={block.submit.type === 'update' ? 'edit' : 'create'}
      initialData={initialData}
      submitLabel={t('renderer.form.submit')}
      onSubmit={save}
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

// A form page: create, update (`?id=`) or a custom POST under the entity path; after saving,
// the page named by `redirect` opens.
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { getFeedback } from '../../src/api/feedback';
import type { FormPage } from '../../src/core/generated/page-language';
import { useSessionRoutes } from '../../src/session/useSessionRoutes';
import { entityFor, primaryKey } from '../entities';
import { createRecord, postCustom, updateRecord, type EntityRecord } from '../entityApi';
import type { RendererProps } from '../registry';
import { PageHeader } from '../shared/PageHeader';
import { routeOfComponent } from '../shared/routeOfComponent';
import { useRecord } from '../shared/useRecord';
import { EntityForm } from './EntityForm';

function FormBody({ page, initialData }: { page: FormPage; initialData?: EntityRecord }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const routes = useSessionRoutes();
  const entity = entityFor(page.entity);

  const save = async (values: EntityRecord) => {
    const { submit } = page;
    if (submit.type === 'update') await updateRecord(entity, initialData?.[primaryKey(entity)], values);
    else if (submit.type === 'custom' && submit.path) await postCustom(entity, submit.path, values);
    else await createRecord(entity, values);
    getFeedback().message('success', t('renderer.form.saved'));
    if (page.redirect) navigate(routeOfComponent(routes, page.redirect));
  };

  return (
    <EntityForm
      entity={entity}
      groups={page.groups}
      layout={page.layout}
      mode={page.submit.type === 'update' ? 'edit' : 'create'}
      initialData={initialData}
      submitLabel={t('renderer.form.submit')}
      onSubmit={save}
    />
  );
}

function UpdateForm({ page }: { page: FormPage }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const state = useRecord(entityFor(page.entity), search.get('id'));
  if (state.status === 'loading') return <p role="status">{t('common.loading')}</p>;
  if (state.status === 'failed') return <p role="alert" className="text-sm text-red-600">{t('renderer.detail.notFound')}</p>;
  return <FormBody page={page} initialData={state.record} />;
}

export function FormRenderer({ page }: RendererProps<FormPage>) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-4 p-4">
      <PageHeader title={t(page.title)} />
      <div className="rounded bg-white p-4">{page.submit.type === 'update' ? <UpdateForm page={page} /> : <FormBody page={page} />}</div>
    </section>
  );
}

// The entity form with its code (@rjsf, the validator and the widgets) fetched when a form first
// opens, not with the list or dialog that may open one. Screens that can open a form warm it up
// when the browser is idle or the pointer rests on the button (preloadEntityForm).
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type * as EntityFormModule from './EntityForm';
import type { EntityFormProps } from './EntityForm';

let pending: Promise<typeof EntityFormModule> | undefined;

/** Starts fetching the form's code (once); safe to call often. */
export function preloadEntityForm(): Promise<typeof EntityFormModule> {
  return (pending ??= import('./EntityForm'));
}

const LoadedEntityForm = lazy(() => preloadEntityForm().then((module) => ({ default: module.EntityForm })));

function FormLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="flex min-h-32 items-center justify-center text-sm text-slate-500">
      {t('common.loading')}
    </div>
  );
}

export function EntityForm(props: EntityFormProps) {
  return (
    <Suspense fallback={<FormLoading />}>
      <LoadedEntityForm {...props} />
    </Suspense>
  );
}

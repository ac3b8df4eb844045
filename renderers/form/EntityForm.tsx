// One entity form: rjsf 6 with the project's validators generated ahead of time (the same formats as the server),
// messages in the current language, submit disabled while pending, and the server's 422
// field errors shown on their fields.
import { use, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Form from '@rjsf/core';
import { deepEquals, getDefaultFormState, type ErrorSchema, type RJSFValidationError } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../src/api/fieldErrors';
import type { FormLayout } from '../../src/core/generated/page-language';
import { describeFormError } from '../../src/core/validation/formErrors';
import { Button } from '../../src/ui/Button';
import type { EntitySchema } from '../entities';
import { branchRequiredFields, type EntityRecord } from '../entityApi';
import type { EntityFormContext } from './formContext';
import { preloadFormValidator } from './formValidators';
import { templates } from './templates';
import { formValues, toRjsfSchema, type FormGroupSpec, type FormMode } from './toRjsfSchema';
import { widgets } from './widgets';
import { session } from '../../src/session/sessionState';
import { forgetFormDraft, formDraftKey, keepFormDraft, readFormDraft } from '../../src/session/formDrafts';
import { ownScopeField, withoutOwnScopeField } from './ownScopeFields';
import { usePublicLink } from '../publicLink';

/** Server field errors (`field` -> message, nested pointers as a/b) as an rjsf error schema. */
export function toErrorSchema(fieldErrors: Record<string, string>): ErrorSchema<EntityRecord> {
  const schema: Record<string, unknown> = {};
  for (const [pointer, message] of Object.entries(fieldErrors)) {
    let node = schema;
    for (const part of pointer.split('/').filter(Boolean)) node = (node[part] ??= {}) as Record<string, unknown>;
    node.__errors = [message];
  }
  return schema as ErrorSchema<EntityRecord>;
}

/** The values that say something: an empty text, an empty list and no value are alike (rjsf
 * adds empty lists and defaults on its own, which is no change by the user). */
function meaningful(values: EntityRecord): EntityRecord {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)));
}

export interface EntityFormProps {
  entity: EntitySchema;
  groups: readonly FormGroupSpec[];
  layout?: FormLayout;
  mode: FormMode;
  required?: readonly string[];
  initialData?: EntityRecord;
  submitLabel: string;
  /** Sends the form's values; a rejection with field errors shows them on the fields. */
  onSubmit: (values: EntityRecord) => Promise<void>;
  /** Extra buttons beside submit (cancel in a dialog). */
  actions?: ReactNode;
  /** A second submit button (保存草稿) sending the same checked values another way. */
  secondary?: { label: string; onSubmit: (values: EntityRecord) => Promise<void> };
  /** In a dialog the buttons stay at its bottom edge however long the form (sticky footer). */
  inDialog?: boolean;
  /** Told whether the values differ from the initial ones (a dialog asks before discarding them). */
  onDirtyChange?: (dirty: boolean) => void;
  /** Names the form's record (`waybill:edit:12`): its unsaved input is kept per user and survives
   * a session expiry (src/session/formDrafts.ts); the form opens with it and says so. */
  draftKey?: string;
}

export function EntityForm({ entity, groups, layout, mode, required, initialData, submitLabel, onSubmit, actions, secondary, inDialog = false, onDirtyChange, draftKey }: EntityFormProps) {
  // The entity's validators generated ahead of time: fetched once (suspends until then). use() is
  // called on every render: skipped on the replay after a suspension, React would run the remaining
  // hooks as updates of a component never mounted and throw (its error #467, recovered as #520).
  const validator = use(preloadFormValidator(entity));
  const { t, i18n } = useTranslation();
  // Create and edit forms also require what the user's branch requires (systemManage/fieldRequired).
  const [extraRequired, setExtraRequired] = useState<readonly string[]>([]);
  // A public page's form (no session) asks nothing of the branch: its action checks the entity's schema.
  const isPublic = usePublicLink() !== null;
  useEffect(() => {
    if (mode === 'action' || isPublic) return undefined;
    let current = true;
    branchRequiredFields(entity).then((fields) => { if (current) setExtraRequired(fields); }, () => undefined);
    return () => { current = false; };
  }, [entity, mode, isPublic]);
  // A shipper's or driver's own party field is the server's to fill (ownScopeFields.ts).
  const shownGroups = useMemo(
    () => (mode === 'action' ? groups : withoutOwnScopeField(groups, ownScopeField(entity, session.party?.partyType))),
    [entity, groups, mode],
  );
  const form = useMemo(
    () => toRjsfSchema(entity, shownGroups, { mode, layout, required, extraRequired, translate: (key) => t(key) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the language
    [entity, shownGroups, mode, layout, required, extraRequired, t, i18n.language],
  );
  const storageKey = draftKey ? formDraftKey(session.code, draftKey) : null;
  const [restored, setRestored] = useState(() => (storageKey ? readFormDraft<EntityRecord>(storageKey) : null));
  // Values as rjsf holds them, its schema defaults filled in (so an untouched form is not dirty).
  const filled = (values: EntityRecord) => (getDefaultFormState(validator, form.schema, formValues(values, form.fields)) ?? {}) as EntityRecord;
  const [formData, setFormData] = useState<EntityRecord>(() => filled(restored?.values ?? initialData ?? {}));
  const [baseline] = useState(() => filled(initialData ?? {}));
  const dirty = !deepEquals(meaningful(formData), meaningful(baseline));
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useEffect(() => {
    if (!storageKey) return;
    if (dirty) keepFormDraft(storageKey, formData);
    else forgetFormDraft(storageKey);
  }, [storageKey, dirty, formData]);
  // Discarding remounts the form on its first values, as when it opened (no errors left shown).
  const [generation, setGeneration] = useState(0);
  const discardDraft = () => {
    if (storageKey) forgetFormDraft(storageKey);
    setRestored(null);
    setFormData(baseline);
    setGeneration((count) => count + 1);
  };
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  // Which submit button sent the form (rjsf's submit event does not say).
  const viaSecondary = useRef(false);

  const context = useMemo<EntityFormContext>(() => ({ fill: (values) => setFormData((data) => ({ ...data, ...values })), values: formData }), [formData]);
  const extraErrors = useMemo(() => (Object.keys(serverErrors).length > 0 ? toErrorSchema(serverErrors) : undefined), [serverErrors]);

  // rjsf's own focusing takes a <select> for a list of same-named fields (select.length counts its
  // options) and focuses its first option, i.e. nothing: the field is found here by id or name.
  const formRef = useRef<Form<EntityRecord>>(null);
  const focusFirstError = (error: RJSFValidationError) => {
    const element = formRef.current?.formElement.current as HTMLFormElement | null | undefined;
    const id = ['root', ...(error.property ?? '').split('.').filter(Boolean)].join('_');
    const named = element?.elements.namedItem(id) ?? element?.querySelector(`[id^="${id}"]`);
    const field = named && !(named instanceof Element) ? (named as RadioNodeList)[0] : named;
    if (field instanceof HTMLElement) field.focus();
  };

  const transformErrors = (errors: RJSFValidationError[]) =>
    errors.map((error) => {
      const { key, params } = describeFormError(error);
      const message = t(key, params);
      return { ...error, message, stack: `${error.property ?? ''} ${message}`.trim() };
    });

  const change = (next: EntityRecord) => {
    // A server error stays until its field is edited.
    setServerErrors((errors) => {
      const changed = Object.keys(errors).filter((field) => next[field.split('/')[0]!] !== formData[field.split('/')[0]!]);
      if (changed.length === 0) return errors;
      return Object.fromEntries(Object.entries(errors).filter(([field]) => !changed.includes(field)));
    });
    setFormData(next);
  };

  const submit = async (values: EntityRecord) => {
    setPending(true);
    try {
      const send = viaSecondary.current && secondary ? secondary.onSubmit : onSubmit;
      viaSecondary.current = false;
      await send(formValues(values, form.fields));
      if (storageKey) forgetFormDraft(storageKey);
      setServerErrors({});
    } catch (error) {
      setServerErrors(fieldErrorsOf(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Form<EntityRecord>
      key={generation}
      ref={formRef}
      schema={form.schema}
      uiSchema={form.uiSchema}
      validator={validator}
      formData={formData}
      formContext={context}
      widgets={widgets}
      templates={templates}
      extraErrors={extraErrors}
      transformErrors={transformErrors}
      showErrorList={false}
      // The errors show beside their fields; without a handler rjsf also logs them as a console error.
      onError={() => undefined}
      noHtml5Validate
      focusOnFirstError={focusFirstError}
      disabled={pending}
      onChange={(event) => change(event.formData ?? {})}
      onSubmit={(event) => void submit(event.formData ?? {})}
    >
      {restored && dirty && (
        <div role="status" className="mb-3 flex flex-wrap items-center justify-between gap-2 rounded border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800">
          {t('renderer.form.draftRestored', { time: new Date(restored.savedAt).toLocaleString(i18n.language) })}
          <Button variant="text" className="px-0 py-0" onClick={discardDraft}>{t('renderer.form.discardDraft')}</Button>
        </div>
      )}
      <div className={`mt-5 flex justify-end gap-2 ${inDialog ? 'sticky -bottom-5 z-10 -mx-5 -mb-5 border-t border-slate-100 bg-white px-5 py-3' : ''}`}>
        {actions}
        {secondary && (
          <Button type="submit" pending={pending} onClick={() => { viaSecondary.current = true; }}>
            {secondary.label}
          </Button>
        )}
        <Button type="submit" variant="primary" pending={pending} onClick={() => { viaSecondary.current = false; }}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}

// The fields of another entity, by label (x-widget field-select: the sibling field `x-field-of`
// names the entity): its schema and texts are fetched on first use, like a screen's.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namespaceOfKey } from '../../src/core/i18n/namespaces';
import { isEntityName, loadEntities } from '../entities';

export interface EntityFieldOption {
  name: string;
  label: string;
  /** Required by the entity schema already. */
  required: boolean;
}

/** The writable fields of the named entity in form order (none while loading or for an unknown name). */
export function useEntityFieldOptions(entityName: unknown): EntityFieldOption[] {
  const { t, i18n } = useTranslation();
  const [loaded, setLoaded] = useState<{ name: string; fields: { name: string; label: string; required: boolean }[] } | null>(null);
  const name = typeof entityName === 'string' && isEntityName(entityName) ? entityName : undefined;
  useEffect(() => {
    if (!name) return undefined;
    let current = true;
    loadEntities([name]).then(async ([schema]) => {
      if (!schema) return;
      await i18n.loadNamespaces([namespaceOfKey(schema.title)]);
      const required = new Set(schema.required ?? []);
      const fields = Object.entries(schema.properties)
        .filter(([, field]) => field['x-readonly'] !== true)
        .sort(([, a], [, b]) => (a['x-order'] ?? 0) - (b['x-order'] ?? 0))
        .map(([field, meta]) => ({ name: field, label: meta['x-label'], required: required.has(field) }));
      if (current) setLoaded({ name, fields });
    }, () => undefined);
    return () => { current = false; };
  }, [name, i18n]);
  if (!name || loaded?.name !== name) return [];
  return loaded.fields.map((field) => ({ ...field, label: t(field.label, { ns: namespaceOfKey(field.label), defaultValue: field.name }) }));
}

/** A field name shown by its label in the named entity (the name itself until the label is known). */
export function useEntityFieldLabel(entityName: unknown, fieldName: unknown): string {
  const options = useEntityFieldOptions(entityName);
  const name = typeof fieldName === 'string' ? fieldName : '';
  return options.find((option) => option.name === name)?.label ?? name;
}

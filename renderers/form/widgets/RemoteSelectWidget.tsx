// A record of a related entity (`x-relation`); choosing one also fills the fields named by the
// relation's `fill` through the form context.
import type { WidgetProps } from '@rjsf/utils';
import type { Relation } from '../../../src/core/generated/entity-language';
import { RemoteSelect } from '../../shared/RemoteSelect';
import type { EntityFormContext } from '../formContext';

export function RemoteSelectWidget({ id, name, value, label, disabled = false, readonly = false, options, registry, schema, onChange }: WidgetProps) {
  const relation = options.relation as Relation | undefined;
  const context = registry.formContext as EntityFormContext | undefined;
  if (!relation) return null;
  // A relation to a numeric key (a goods type's id) stores a number.
  const typed = (next: string | string[] | undefined) => (schema.type === 'integer' && typeof next === 'string' ? Number(next) : next);
  return (
    <RemoteSelect
      id={id}
      label={label}
      relation={relation}
      value={value}
      multiple={schema.type === 'array'}
      disabled={disabled || readonly}
      onChange={(next) => onChange(Array.isArray(next) && next.length === 0 ? undefined : typed(next))}
      onPick={(next, record) => {
        const fill = Object.entries(relation.fill ?? {});
        if (fill.length === 0 || !context) {
          onChange(typed(next));
          return;
        }
        // The value and the filled fields change in one update of the form data.
        context.fill({ [name]: typed(next), ...Object.fromEntries(fill.map(([target, source]) => [target, record[source] ?? undefined])) });
      }}
    />
  );
}

// A record of a related entity (`x-relation`); choosing one also fills the fields named by the
// relation's `fill` through the form context.
import type { WidgetProps } from '@rjsf/utils';
import type { Relation } from '../../../src/core/generated/entity-language';
import { RemoteSelect } from '../../shared/RemoteSelect';
import type { EntityFormContext } from '../formContext';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

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
        // Proposed fields (a vehicle's bound driver) only go into fields still empty.
        const propose = Object.entries(relation.propose ?? {}).filter(([target, source]) => isBlank(context?.values?.[target]) && !isBlank(record[source]));
        if ((fill.length === 0 && propose.length === 0) || !context) {
          onChange(typed(next));
          return;
        }
        // The value and the filled and proposed fields change in one update of the form data.
        context.fill({
          [name]: typed(next),
          ...Object.fromEntries(fill.map(([target, source]) => [target, record[source] ?? undefined])),
          ...Object.fromEntries(propose.map(([target, source]) => [target, record[source]])),
        });
      }}
    />
  );
}

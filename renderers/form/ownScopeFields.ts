// A shipper or driver creates records of his own: the server writes his party code into the
// entity's x-scope field (server/entities/scope.ts scopeValuesForCreate) and he has no lookup
// over other parties' records, so the form does not ask for it.
import type { EntitySchema } from '../../src/core/generated/entity-language';
import type { FormGroupSpec } from './toRjsfSchema';

/** The x-scope field the server fills for a party of this type (SHIPPER, DRIVER), if any. */
export function ownScopeField(entity: EntitySchema, partyType: string | undefined): string | undefined {
  const scope = entity['x-scope'];
  if (partyType === 'SHIPPER') return scope?.shipper;
  if (partyType === 'DRIVER') return scope?.driver;
  return undefined;
}

/** The groups without the field the server fills for the party; groups left empty are dropped. */
export function withoutOwnScopeField<G extends FormGroupSpec>(groups: readonly G[], field: string | undefined): G[] {
  if (!field) return [...groups];
  return groups.map((group) => ({ ...group, fields: group.fields.filter((name) => name !== field) })).filter((group) => group.fields.length > 0);
}

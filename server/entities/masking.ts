// x-mask: ID numbers, bank accounts and mobiles of other parties are masked for callers who see
// only their own party's records (a shipper sees the carrier's ID number on its own record as
// 110105********002X). A field's owner (its shipper or driver party) sees it in full; so do staff,
// unless the mask is `always` (a message log: nobody reads a phone number or a code from it).
// Applied to every answer that carries records: lists, details, write answers and exports.
import { maskValue } from '../../src/core/format/mask';
import type { Caller } from './caller';
import type { EntityDefinition, EntityField } from './definition';
import type { EntityRecord } from './records';
import { isPartyScoped } from './scope';

/** The fields the caller may not see in full; empty for staff. */
export function maskedFields(entity: EntityDefinition, caller: Caller): EntityField[] {
  // `always`: masked for staff too (a message log's phone numbers and verification codes).
  if (!isPartyScoped(caller)) return entity.fields.filter((field) => field.schema['x-mask']?.always === true);
  return entity.fields.filter((field) => {
    const mask = field.schema['x-mask'];
    return mask !== undefined && (mask.always === true || mask.owner !== caller.dataScope);
  });
}

/** The value as the caller may see it. */
export function maskedValue(field: EntityField, value: unknown): unknown {
  const mask = field.schema['x-mask'];
  return mask && typeof value === 'string' ? maskValue(mask.kind, value) : value;
}

/** A masker of records for one caller: the record itself when nothing is masked. */
export function recordMasker(entity: EntityDefinition, caller: Caller): (record: EntityRecord) => EntityRecord {
  const fields = maskedFields(entity, caller);
  if (fields.length === 0) return (record) => record;
  return (record) => {
    const masked = { ...record };
    for (const field of fields) if (masked[field.property] !== undefined) masked[field.property] = maskedValue(field, masked[field.property]);
    return masked;
  };
}

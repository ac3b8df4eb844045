// A record's history (GET <entity>/<id>/history): the lines entity_action_log holds for it —
// state actions, review levels, reopenings — newest first, with who made each and what the
// action asked for. Only the action's own fields are answered (never another column a payload
// may carry), masked as the record is for the caller.
import type { HistoryLine } from '../../src/core/api/history';
import type { Db } from '../storage/database';
import type { Caller } from './caller';
import type { EntityDefinition } from './definition';
import { maskedFields, maskedValue } from './masking';

const MAX_LINES = 200;

export async function historyOf(db: Db, entity: EntityDefinition, caller: Caller, id: number): Promise<HistoryLine[]> {
  const rows = await db.selectFrom('entity_action_log')
    .leftJoin('party', 'party.code', 'entity_action_log.party_code')
    .select(['entity_action_log.action', 'entity_action_log.from_state', 'entity_action_log.to_state', 'entity_action_log.payload',
      'entity_action_log.gmt_created', 'entity_action_log.party_code', 'party.name'])
    .where('entity_action_log.entity', '=', entity.name).where('entity_action_log.record_id', '=', id)
    .orderBy('entity_action_log.id', 'desc').limit(MAX_LINES).execute();
  const masked = new Map(maskedFields(entity, caller).map((field) => [field.property, field]));
  return rows.map((row) => {
    const payload = JSON.parse(row.payload || '{}') as Record<string, unknown>;
    const asked = entity.states?.actions[row.action]?.fields ?? [];
    const values = Object.fromEntries(asked.filter((field) => payload[field] !== undefined && payload[field] !== null)
      .map((field) => [field, masked.has(field) ? maskedValue(masked.get(field)!, payload[field]) : payload[field]]));
    return {
      time: row.gmt_created,
      action: row.action,
      fromState: row.from_state,
      toState: row.to_state,
      operatorName: row.name ?? row.party_code,
      ...(typeof payload.reviewLevel === 'number' ? { reviewLevel: payload.reviewLevel } : {}),
      values,
    };
  });
}

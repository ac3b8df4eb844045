// The server keywords of an entity (x-default-sort, x-export, x-indexes, x-kept-counts, x-todo,
// x-locks, x-number, x-party-link, x-mask, x-dimensions, x-measures and the `times` of state
// actions) name fields of the entity, codes of those fields' dictionaries and scope fields it
// declares. The language schema checks their shape; this checks what they point at.
import type { Condition, EntitySchema } from '../../../src/core/generated/entity-language';
import { reportDeclarationProblems } from '../../../src/core/report/dimensions';
import { at, type Diagnostic, type JsonSource } from '../diagnostics';
import type { KnownDictionaries } from './entities';

const escapeToken = (name: string): string => name.replace(/~/g, '~0').replace(/\//g, '~1');

export function checkServerKeywords(source: JsonSource, entity: EntitySchema, dictionaries: KnownDictionaries): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const field = (pointer: string, name: string): boolean => {
    if (entity.properties[name]) return true;
    problems.push(at(source, pointer, `"${name}" is not a field of this entity`));
    return false;
  };
  /** Each field of the condition exists and its values are codes of its dictionary. */
  const condition = (pointer: string, where: Condition): void => {
    for (const [name, value] of Object.entries(where)) {
      const base = `${pointer}/${escapeToken(name)}`;
      if (!field(base, name)) continue;
      const dict = entity.properties[name]['x-dict'];
      const codes = dict ? dictionaries.get(dict) : null;
      for (const code of Array.isArray(value) ? value : [value]) {
        if (codes && !codes.has(String(code))) problems.push(at(source, base, `"${String(code)}" is not a code of dictionary "${dict}"`));
      }
    }
  };
  const scope = entity['x-scope'] ?? {};

  const sort = entity['x-default-sort'];
  if (sort) field('/x-default-sort/field', sort.field);
  (entity['x-export'] ?? []).forEach((name, i) => field(`/x-export/${i}`, name));
  (entity['x-indexes'] ?? []).forEach((index, i) => index.forEach((name, j) => field(`/x-indexes/${i}/${j}`, name)));
  (entity['x-kept-counts'] ?? []).forEach((kind, i) => {
    if (kind !== 'all' && !scope[kind]) problems.push(at(source, `/x-kept-counts/${i}`, `"${kind}" needs x-scope.${kind}`));
    if ((kind === 'shipper' || kind === 'driver') && !scope.branch) problems.push(at(source, `/x-kept-counts/${i}`, `"${kind}" needs x-scope.branch too`));
  });
  (entity['x-todo'] ?? []).forEach((todo, i) => {
    const base = `/x-todo/${i}`;
    if (!scope.branch) problems.push(at(source, base, 'a to-do count is per branch: the entity needs x-scope.branch'));
    condition(`${base}/where`, todo.where);
    if (todo.olderThan) field(`${base}/olderThan/field`, todo.olderThan.field);
    if (todo.expiresWithin) field(`${base}/expiresWithin/field`, todo.expiresWithin.field);
  });
  (entity['x-locks'] ?? []).forEach((lock, i) => {
    const base = `/x-locks/${i}`;
    condition(`${base}/when`, lock.when);
    (lock.fields ?? []).forEach((name, j) => field(`${base}/fields/${j}`, name));
    if (lock.reopen) condition(`${base}/reopen`, lock.reopen);
    if (lock.reopen && !lock.fields) problems.push(at(source, `${base}/reopen`, 'reopen needs the fields whose change reopens the record'));
  });
  for (const [name, property] of Object.entries(entity.properties)) {
    const base = `/properties/${escapeToken(name)}`;
    const link = property['x-party-link'];
    if (link) field(`${base}/x-party-link/mobile`, link.mobile);
    const owner = property['x-mask']?.owner;
    if (owner && !scope[owner]) problems.push(at(source, `${base}/x-mask/owner`, `owner "${owner}" needs x-scope.${owner}`));
    if ((property['x-number'] || property['x-fill'] || property['x-initial'] !== undefined || link) && !property['x-readonly'])
      problems.push(at(source, base, `"${name}" is filled by the server (x-number, x-fill, x-initial or x-party-link) and must be x-readonly`));
  }
  for (const { pointer, message } of reportDeclarationProblems(entity)) problems.push(at(source, pointer, message));
  for (const [action, spec] of Object.entries(entity['x-states']?.actions ?? {})) {
    (spec.times ?? []).forEach((name, i) => field(`/x-states/actions/${escapeToken(action)}/times/${i}`, name));
  }
  return problems;
}

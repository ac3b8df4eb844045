// The server keywords of an entity (x-default-sort, x-export, x-indexes, x-kept-counts, x-todo,
// x-locks, x-number, x-party-link, x-mask, x-dimensions, x-measures, x-parent, x-latest, x-compute and the `times`
// of state actions) name fields of the entity, codes of those fields' dictionaries and scope fields it
// declares. The language schema checks their shape; this checks what they point at.
import type { Condition, DemoTreeNode, EntitySchema } from '../../../src/core/generated/entity-language';
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
  const latest = entity['x-latest'];
  if (latest) {
    latest.per.forEach((name, i) => field(`/x-latest/per/${i}`, name));
    field('/x-latest/by', latest.by);
    if (field('/x-latest/flag', latest.flag)) {
      const flag = entity.properties[latest.flag];
      if (flag.type !== 'boolean' || !flag['x-readonly']) problems.push(at(source, '/x-latest/flag', `the flag "${latest.flag}" must be a read-only boolean`));
    }
  }
  const computedBefore = new Set<string>();
  const ordered = Object.entries(entity.properties).sort(([, a], [, b]) => (a['x-order'] ?? 0) - (b['x-order'] ?? 0));
  for (const [name, property] of ordered) {
    const compute = property['x-compute'];
    if (!compute) continue;
    const base = `/properties/${escapeToken(name)}/x-compute`;
    if (property.type !== 'number' && property.type !== 'integer') problems.push(at(source, base, 'a computed field is a number'));
    if (!property['x-readonly']) problems.push(at(source, base, 'a computed field is read-only (x-readonly): the server sets it'));
    const kinds = (['sum', 'product', 'ratio', 'sincePrevious'] as const).filter((kind) => compute[kind] !== undefined);
    if (kinds.length !== 1) problems.push(at(source, base, 'give exactly one of sum, product, ratio, sincePrevious'));
    if (compute.times !== undefined && !compute.ratio) problems.push(at(source, `${base}/times`, 'times goes with ratio'));
    const operands = [...compute.sum ?? [], ...compute.product ?? [], ...compute.ratio ?? []];
    if (compute.sincePrevious) {
      operands.push(compute.sincePrevious.field);
      compute.sincePrevious.per.forEach((other, i) => field(`${base}/sincePrevious/per/${i}`, other));
      field(`${base}/sincePrevious/order`, compute.sincePrevious.order);
    }
    for (const operand of operands) {
      if (!field(base, operand)) continue;
      const used = entity.properties[operand];
      if (used.type !== 'number' && used.type !== 'integer') problems.push(at(source, base, `"${operand}" is no number`));
      if (used['x-compute'] && !computedBefore.has(operand)) problems.push(at(source, base, `"${operand}" is computed after this field (x-order)`));
    }
    computedBefore.add(name);
  }
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
  problems.push(...treeProblems(source, entity, field));
  for (const [action, spec] of Object.entries(entity['x-states']?.actions ?? {})) {
    (spec.times ?? []).forEach((name, i) => field(`/x-states/actions/${escapeToken(action)}/times/${i}`, name));
  }
  return problems;
}

/** x-parent: the parent field holds the primary key's type and is a relation to the entity's own
 * records (so a create's parent is checked to exist and a form picks it by name); the label is
 * text, the order a number; an x-demo tree needs x-parent and one record per node. */
function treeProblems(source: JsonSource, entity: EntitySchema, field: (pointer: string, name: string) => boolean): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const parent = entity['x-parent'];
  const demoTree = entity['x-demo']?.tree;
  if (demoTree) {
    const count = (nodes: readonly DemoTreeNode[]): number => nodes.reduce((sum, node) => sum + 1 + count(node.children ?? []), 0);
    if (!parent) problems.push(at(source, '/x-demo/tree', 'a demo tree needs x-parent'));
    if (count(demoTree) !== entity['x-demo']!.count) problems.push(at(source, '/x-demo/count', `count must equal the ${count(demoTree)} nodes of the demo tree`));
  }
  if (!parent) return problems;
  const keyName = entity['x-primary-key'];
  if (field('/x-parent/field', parent.field)) {
    const holder = entity.properties[parent.field];
    const keyType = entity.properties[keyName]?.type;
    if (holder.type !== keyType) problems.push(at(source, '/x-parent/field', `"${parent.field}" is ${String(holder.type)} but the primary key "${keyName}" is ${String(keyType)}: it holds the parent's key`));
    if (holder['x-readonly']) problems.push(at(source, '/x-parent/field', `"${parent.field}" is x-readonly, but a create names the parent in it`));
    const relation = holder['x-relation'];
    if (!relation || relation.entity !== entity.$id || relation.value !== keyName) {
      problems.push(at(source, '/x-parent/field', `"${parent.field}" needs x-relation { entity: "${entity.$id}", value: "${keyName}" } (the parent must exist; forms pick it by name)`));
    }
  }
  if (field('/x-parent/label', parent.label) && entity.properties[parent.label].type !== 'string') {
    problems.push(at(source, '/x-parent/label', `"${parent.label}" names a node: it must be text`));
  }
  if (parent.order && field('/x-parent/order', parent.order)) {
    const type = entity.properties[parent.order].type;
    if (type !== 'integer' && type !== 'number') problems.push(at(source, '/x-parent/order', `"${parent.order}" orders siblings: it must be a number`));
  }
  return problems;
}

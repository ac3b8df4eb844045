// The form the tree's create and edit dialogs show: the form of the page's table over the same
// entity when there is one, else every field a user may write, in x-order. The parent field is
// left out: a new node's parent is the selected node, and moving is done by dragging.
import type { BlockPage, FieldNames, FormGroup, ListForm } from '../../../src/core/generated/page-language';
import { allBlocks, blockEntity, blocksOf } from '../../../src/core/page/expandPage';
import type { EntitySchema } from '../../entities';

/** The names without the parent field (a group it alone made is dropped). */
function withoutField(groups: readonly FormGroup[], field: string | undefined): FormGroup[] {
  return groups.flatMap((group) => {
    const fields = group.fields.filter((name) => name !== field);
    return fields.length > 0 ? [{ ...group, fields: fields as FieldNames }] : [];
  });
}

export function treeFormOf(page: BlockPage, entity: EntitySchema): ListForm {
  const parentField = entity['x-parent']?.field;
  const table = allBlocks(blocksOf(page)).find((block) => block.type === 'table' && block.form && blockEntity(page, block) === entity.$id);
  const form = table?.type === 'table' ? table.form : undefined;
  const writable = Object.entries(entity.properties)
    .filter(([, field]) => !field['x-readonly'])
    .sort(([, a], [, b]) => (a['x-order'] ?? 0) - (b['x-order'] ?? 0))
    .map(([name]) => name);
  const groups = withoutField(form?.groups ?? [{ key: 'basic', title: entity.title, fields: writable as FieldNames }], parentField);
  return { ...form, groups: groups as ListForm['groups'] };
}

// A related table (`related`): on a page that shows one record (?id=), the records of the
// table's entity that belong to it — those whose `field` holds the shown record's `from` — with
// their own query (paging, sort), not the page's; a create starts with the link filled in.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { BlockPage, TableBlock } from '../../../src/core/generated/page-language';
import { blockEntity } from '../../../src/core/page/expandPage';
import { entityFor } from '../../entities';
import { PageQueryProvider } from '../pageQuery';
import type { BlockProps } from '../registry';
import { useRecord } from '../../shared/useRecord';
import { RecordsTable } from './RecordsTable';

export function RelatedTable({ block, page, component, screen }: BlockProps<TableBlock>) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const shown = useRecord(entityFor(page.entity!), search.get('id'));
  const entityName = blockEntity(page, block)!;
  const { field, from } = block.related!;
  const value = shown.status === 'loaded' ? shown.record[from] : undefined;
  const linked = value === undefined || value === null ? null : (value as string | number);
  // The table as a page of its own: the link is its fixed filter, sent with every call.
  const own = useMemo<BlockPage | null>(() => (linked === null ? null : {
    kind: 'blocks', title: page.title, entity: entityName, fixedFilter: { [field]: linked }, blocks: [{ ...block, related: undefined }],
  }), [linked, page.title, entityName, field, block]);
  const presets = useMemo(() => (linked === null ? undefined : { [field]: linked }), [field, linked]);
  if (shown.status === 'loading') return <p role="status">{t('common.loading')}</p>;
  if (!own) return null;
  return (
    <PageQueryProvider page={own}>
      <RecordsTable block={block} columns={block.columns ?? []} entity={entityFor(entityName)} component={`${component}#${entityName}`} screen={screen} presets={presets} />
    </PageQueryProvider>
  );
}

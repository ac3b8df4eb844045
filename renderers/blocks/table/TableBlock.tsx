// table: the records of the page's query, or with measures the report of its groups, or with
// related the records that belong to the record the page shows (RelatedTable.tsx).
import { useTranslation } from 'react-i18next';
import type { TableBlock as TableBlockType } from '../../../src/core/generated/page-language';
import { blockEntity } from '../../../src/core/page/expandPage';
import { entityFor } from '../../entities';
import type { BlockProps } from '../registry';
import { RecordsTable } from './RecordsTable';
import { RelatedTable } from './RelatedTable';
import { ReportTable } from './ReportTable';
import { SourceTable } from './SourceTable';

/** A new record of a screen with a fixed filter starts inside it (个人货主 creates individuals). */
function presetsOf(fixedFilter: Record<string, unknown> | undefined): Record<string, string | number | boolean> | undefined {
  const scalars = Object.entries(fixedFilter ?? {}).filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value));
  return scalars.length > 0 ? Object.fromEntries(scalars) as Record<string, string | number | boolean> : undefined;
}

export function TableBlock({ block, page, component, screen }: BlockProps<TableBlockType>) {
  const { t } = useTranslation();
  const entity = entityFor(blockEntity(page, block)!);
  return (
    <div className="flex flex-col gap-2">
      {block.title && <h2 className="text-sm font-semibold text-slate-700">{t(block.title)}</h2>}
      {block.rowsFrom ? (
        <SourceTable source={block.rowsFrom} columns={block.columns ?? []} entity={entity} />
      ) : block.measures ? (
        <ReportTable entity={entity} measures={block.measures} labels={block.labels} pageSize={block.pageSize} />
      ) : (
        block.related ? (
          <RelatedTable block={block} page={page} component={component} screen={screen} />
        ) : (
          <RecordsTable block={block} columns={block.columns ?? []} entity={entity} component={component} screen={screen} presets={presetsOf(page.fixedFilter)} />
        )
      )}
    </div>
  );
}

// table: the records of the page's query, or with measures the report of its groups.
import { useTranslation } from 'react-i18next';
import type { TableBlock as TableBlockType } from '../../../src/core/generated/page-language';
import { blockEntity } from '../../../src/core/page/expandPage';
import { entityFor } from '../../entities';
import type { BlockProps } from '../registry';
import { RecordsTable } from './RecordsTable';
import { ReportTable } from './ReportTable';

export function TableBlock({ block, page, component, screen }: BlockProps<TableBlockType>) {
  const { t } = useTranslation();
  const entity = entityFor(blockEntity(page, block)!);
  return (
    <div className="flex flex-col gap-2">
      {block.title && <h2 className="text-sm font-semibold text-slate-700">{t(block.title)}</h2>}
      {block.measures ? (
        <ReportTable entity={entity} measures={block.measures} pageSize={block.pageSize} />
      ) : (
        <RecordsTable block={block} columns={block.columns ?? []} entity={entity} component={component} screen={screen} />
      )}
    </div>
  );
}

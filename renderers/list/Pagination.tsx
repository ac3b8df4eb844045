// Paging under the table: total, page size (10..500), previous/next and a page number.
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '../../src/core/api/client';

export interface PaginationProps {
  total: number;
  pageNum: number;
  pageSize: number;
  onPage: (pageNum: number) => void;
  onPageSize: (pageSize: number) => void;
}

const buttonClass = 'rounded border border-slate-300 bg-white px-2 py-1 text-sm disabled:cursor-not-allowed disabled:opacity-50';

export function Pagination({ total, pageNum, pageSize, onPage, onPageSize }: PaginationProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={t('renderer.pagination.label')} className="flex flex-wrap items-center justify-end gap-3 text-sm text-slate-600">
      <span>{t('renderer.pagination.total', { total })}</span>
      <label className="flex items-center gap-1">
        {t('renderer.pagination.pageSize')}
        <select value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))} className="rounded border border-slate-300 bg-white px-1 py-1">
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {t('renderer.pagination.perPage', { size })}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className={buttonClass} disabled={pageNum <= 1} onClick={() => onPage(pageNum - 1)}>
        {t('renderer.pagination.previous')}
      </button>
      <label className="flex items-center gap-1">
        <span className="sr-only">{t('renderer.pagination.page')}</span>
        <input
          type="number"
          min={1}
          max={pages}
          value={pageNum}
          onChange={(event) => {
            const page = Number(event.target.value);
            if (Number.isInteger(page) && page >= 1 && page <= pages) onPage(page);
          }}
          className="w-16 rounded border border-slate-300 px-1 py-1 text-center"
        />
        <span>/ {pages}</span>
      </label>
      <button type="button" className={buttonClass} disabled={pageNum >= pages} onClick={() => onPage(pageNum + 1)}>
        {t('renderer.pagination.next')}
      </button>
    </nav>
  );
}

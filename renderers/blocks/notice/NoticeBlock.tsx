// notice: a line the server says about the screen (reporting disabled by a setting, which
// outside system answers): GET <entity>/<path> answers { tone, text } or null. Read when the
// page opens and again whenever a block's action reloads the page.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../../src/api/http';
import type { NoticeBlock as NoticeBlockType } from '../../../src/core/generated/page-language';
import { blockEntity } from '../../../src/core/page/expandPage';
import { apiBase, entityFor } from '../../entities';
import { usePageQuery } from '../pageQuery';
import type { BlockProps } from '../registry';

export interface Notice {
  tone: 'info' | 'warning' | 'error';
  text: string;
}

const TONES: Record<Notice['tone'], string> = {
  info: 'border-sky-200 bg-sky-50 text-sky-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
  error: 'border-red-300 bg-red-50 text-red-900',
};

export function NoticeBlock({ block, page }: BlockProps<NoticeBlockType>) {
  const { t } = useTranslation();
  const entity = entityFor(blockEntity(page, block)!);
  const { reloads } = usePageQuery();
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    let current = true;
    request<Notice | null>({ method: 'GET', url: `${apiBase(entity)}/${block.path}` })
      .then(({ data }) => { if (current) setNotice(data && typeof data.text === 'string' ? data : null); })
      .catch(() => { if (current) setNotice(null); });
    return () => { current = false; };
  }, [entity, block.path, reloads]);
  if (!notice) return null;
  const tone = TONES[notice.tone] ? notice.tone : 'info';
  return (
    <div
      role={tone === 'info' ? 'status' : 'alert'}
      aria-label={block.title ? t(block.title) : undefined}
      data-notice={tone}
      className={`rounded border px-4 py-2 text-sm leading-6 ${TONES[tone]}`}
    >
      {block.title && <strong className="mr-2 font-semibold">{t(block.title)}</strong>}
      {notice.text}
    </div>
  );
}

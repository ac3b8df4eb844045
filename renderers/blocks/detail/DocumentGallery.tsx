// The documents of a detail section (`documents: true`): its upload fields as large previews in
// a responsive grid, each labelled under it. An image opens full size in a viewer (a Radix
// dialog: previous/next buttons and ←/→, close button and Esc); a PDF or another file shows as a
// card linking to it; an upload field without a file shows 未上传.
import { useState, type KeyboardEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { fileKindOf, fileNameOf, type FileKind } from '../../../src/core/format/fileKind';

export interface DocumentItem {
  /** Text under the preview (the field label, numbered when a field holds several files). */
  label: string;
  /** The file's address; none when the field holds no file. */
  url?: string;
}

/** One document per file of each upload field, a placeholder for a field without a file. */
export function documentItems(fields: { label: string; value: unknown }[], nth: (label: string, index: number, count: number) => string): DocumentItem[] {
  return fields.flatMap(({ label, value }) => {
    const urls = (Array.isArray(value) ? value : [value]).filter((url): url is string => typeof url === 'string' && url !== '');
    if (urls.length === 0) return [{ label }];
    return urls.map((url, i) => ({ label: urls.length > 1 ? nth(label, i + 1, urls.length) : label, url }));
  });
}

const TILE = 'flex w-full items-center justify-center overflow-hidden rounded border border-slate-200 bg-slate-50';

function FileIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="40" height="40" fill="none" stroke="currentColor" strokeWidth="1.4" className="text-slate-400">
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" strokeLinejoin="round" />
      <path d="M14 3v5h5M9 13h6M9 17h4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function FileCard({ url, kind }: { url: string; kind: FileKind }) {
  const { t } = useTranslation();
  return (
    <a href={url} target="_blank" rel="noreferrer" className={`${TILE} h-60 flex-col gap-2 px-3 text-center outline-none hover:border-primary focus-visible:ring-2 focus-visible:ring-primary/30`}>
      <FileIcon />
      <span className="text-sm font-medium text-slate-700">{t(kind === 'pdf' ? 'renderer.documents.pdf' : 'renderer.documents.file')}</span>
      <span className="max-w-full truncate text-xs text-slate-500">{fileNameOf(url)}</span>
      <span className="text-sm text-primary underline-offset-2 hover:underline">{t('renderer.documents.openFile')}</span>
    </a>
  );
}

function Preview({ item, onOpen }: { item: DocumentItem & { url: string }; onOpen: () => void }) {
  const { t } = useTranslation();
  // An address that does not draw (an unknown file behind a bare name) falls back to a card.
  const [broken, setBroken] = useState(false);
  if (broken) return <FileCard url={item.url} kind="file" />;
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={t('renderer.documents.open', { label: item.label })}
      className={`${TILE} h-60 cursor-zoom-in outline-none hover:border-primary focus-visible:ring-2 focus-visible:ring-primary/30`}
    >
      <img src={item.url} alt={item.label} loading="lazy" onError={() => setBroken(true)} className="max-h-full max-w-full object-contain" />
    </button>
  );
}

export function DocumentGallery({ items }: { items: DocumentItem[] }) {
  const { t } = useTranslation();
  const images = items.filter((item): item is DocumentItem & { url: string } => !!item.url && fileKindOf(item.url) === 'image');
  // The viewer's index of each item that is an image (the same address may be in two fields).
  const imageIndex = new Map(images.map((image, i) => [image, i]));
  const [open, setOpen] = useState<number | null>(null);
  const shown = open === null ? undefined : images[open];
  const step = (by: number) => setOpen((index) => (index === null ? index : (index + by + images.length) % images.length));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    else return;
    event.preventDefault();
  };

  return (
    <>
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,220px),1fr))] gap-4">
        {items.map((item, i) => {
          const kind = item.url ? fileKindOf(item.url) : undefined;
          return (
            <li key={`${item.label}-${i}`}>
              <figure className="flex flex-col gap-1.5">
                {!item.url ? (
                  // Nothing to look at: lower on a phone, where the tiles stack.
                  <div className={`${TILE} h-24 border-dashed text-sm text-slate-400 sm:h-60`}>{t('renderer.documents.none')}</div>
                ) : kind === 'image' ? (
                  <Preview item={{ ...item, url: item.url }} onOpen={() => setOpen(imageIndex.get(item as DocumentItem & { url: string }) ?? null)} />
                ) : (
                  <FileCard url={item.url} kind={kind!} />
                )}
                <figcaption className="text-center text-xs text-slate-600">{item.label}</figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
      <Dialog.Root open={!!shown} onOpenChange={(next) => !next && setOpen(null)}>
        <Dialog.Portal>
          {/* Above the header (its search box is at z 2000), below menus and the progress bar. */}
          <Dialog.Overlay className="fixed inset-0 z-[2500] bg-black/90" />
          <Dialog.Content aria-describedby={undefined} onKeyDown={onKeyDown} className="fixed inset-0 z-[2501] flex flex-col outline-none">
            {shown && (
              <>
                <div className="flex items-center gap-3 px-4 py-3 text-white">
                  <Dialog.Title className="min-w-0 flex-1 truncate text-sm font-medium">{shown.label}</Dialog.Title>
                  {images.length > 1 && (
                    <span className="text-sm text-white/70" aria-live="polite">
                      {t('renderer.documents.counter', { index: open! + 1, count: images.length })}
                    </span>
                  )}
                  <a href={shown.url} target="_blank" rel="noreferrer" className="hidden text-sm text-white/80 underline-offset-2 hover:text-white hover:underline sm:inline">
                    {t('renderer.documents.openOriginal')}
                  </a>
                  <Dialog.Close aria-label={t('renderer.dialog.close')} className="flex size-9 items-center justify-center rounded-full text-2xl leading-none text-white/80 hover:bg-white/10 hover:text-white">
                    ×
                  </Dialog.Close>
                </div>
                <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-4 sm:px-16">
                  <img key={shown.url} src={shown.url} alt={shown.label} className="max-h-full max-w-full object-contain" />
                  {images.length > 1 && (
                    <>
                      <button
                        type="button"
                        aria-label={t('renderer.documents.previous')}
                        onClick={() => step(-1)}
                        className="absolute top-1/2 left-2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-black/40 text-2xl text-white hover:bg-black/60 sm:left-4"
                      >
                        ‹
                      </button>
                      <button
                        type="button"
                        aria-label={t('renderer.documents.next')}
                        onClick={() => step(1)}
                        className="absolute top-1/2 right-2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-black/40 text-2xl text-white hover:bg-black/60 sm:right-4"
                      >
                        ›
                      </button>
                    </>
                  )}
                </div>
              </>
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}

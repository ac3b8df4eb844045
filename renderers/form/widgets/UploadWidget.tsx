// Upload of images and documents (licences, receipts, signed PDFs): a drop area (click or drag
// files onto it), type and size checked before anything is sent, each file's progress while it
// goes to the server (`/ntocc-basic-api/file/upload`), then thumbnails with a viewer, 更换 to
// replace one and × to remove it. The form holds the URL (or URLs for an array field).
import { useRef, useState, type DragEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { acceptedKinds, acceptsFile, isImageUrl } from '../../../src/core/files/accept';
import type { Upload } from '../../../src/core/generated/entity-language';
import { Modal } from '../../shared/Modal';
import { uploadFile } from '../../entityApi';

const DEFAULT_UPLOAD: Upload = { accept: 'image/*', maxSizeMb: 5 };
const MB = 1024 * 1024;

interface Sending { key: string; name: string; share: number }

export function UploadWidget({ id, value, label, disabled = false, readonly = false, rawErrors = [], options, schema, onChange }: WidgetProps) {
  const { t } = useTranslation();
  const upload = (options.upload as Upload | undefined) ?? DEFAULT_UPLOAD;
  const multiple = schema.type === 'array';
  const maxItems = typeof schema.maxItems === 'number' ? schema.maxItems : multiple ? Infinity : 1;
  const urls: string[] = (multiple ? (Array.isArray(value) ? value : []) : typeof value === 'string' && value ? [value] : []) as string[];
  const [sending, setSending] = useState<Sending[]>([]);
  const [problem, setProblem] = useState('');
  const [viewing, setViewing] = useState<string | null>(null);
  const [dragOver, setDragOver] = useState(false);
  const replaceInput = useRef<HTMLInputElement>(null);
  const [replacing, setReplacing] = useState<number | null>(null);

  const store = (next: string[]) => onChange(multiple ? (next.length ? next : undefined) : next[0]);

  /** The first refusal among the files (wrong type, too large), named, before anything is sent. */
  const refusal = (files: File[]): string => {
    const wrong = files.find((file) => !acceptsFile(upload.accept, file));
    if (wrong) return t('renderer.upload.wrongType', { name: wrong.name, kinds: acceptedKinds(upload.accept).join('、') });
    const large = files.find((file) => file.size > upload.maxSizeMb * MB);
    if (large) return t('renderer.upload.tooLargeNamed', { name: large.name, size: upload.maxSizeMb });
    return '';
  };

  const send = async (files: File[]): Promise<string[]> => {
    const batch = files.map((file, index) => ({ key: `${Date.now()}-${index}-${file.name}`, name: file.name, share: 0 }));
    setSending((current) => [...current, ...batch]);
    const progress = (key: string) => (share: number) =>
      setSending((current) => current.map((entry) => (entry.key === key ? { ...entry, share } : entry)));
    try {
      const uploaded = await Promise.all(files.map((file, index) => uploadFile(file, progress(batch[index]!.key))));
      return uploaded.map((file) => file.url);
    } finally {
      const keys = new Set(batch.map((entry) => entry.key));
      setSending((current) => current.filter((entry) => !keys.has(entry.key)));
    }
  };

  const add = async (list: FileList | File[] | null) => {
    const room = Math.max(0, maxItems - (multiple ? urls.length : 0));
    const chosen = [...(list ?? [])].slice(0, multiple ? room : 1);
    if (chosen.length === 0) return;
    const refused = refusal(chosen);
    setProblem(refused);
    if (refused) return;
    try {
      const sent = await send(chosen);
      store(multiple ? [...urls, ...sent] : sent);
    } catch {
      // The HTTP layer has shown the server's message; nothing was added.
    }
  };

  const replace = async (index: number, list: FileList | null) => {
    const file = list?.[0];
    if (!file) return;
    const refused = refusal([file]);
    setProblem(refused);
    if (refused) return;
    try {
      const [url] = await send([file]);
      store(urls.map((entry, at) => (at === index ? url! : entry)));
    } catch {
      // As above: the old file stays.
    }
  };

  const locked = disabled || readonly || sending.length > 0;
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragOver(false);
    if (!locked) void add(event.dataTransfer.files);
  };
  return (
    <div className="flex flex-col gap-2">
      {urls.length > 0 && (
        <ul className="flex flex-wrap gap-3">
          {urls.map((url, index) => (
            <li key={url} className="flex w-24 flex-col items-center gap-1">
              <button type="button" onClick={() => setViewing(url)} aria-label={t('renderer.upload.preview', { name: label })} className="relative">
                {isImageUrl(url) ? (
                  <img src={url} alt={label} className="size-20 rounded border border-slate-200 object-cover" />
                ) : (
                  <span className="flex size-20 items-center justify-center rounded border border-slate-200 bg-slate-50 text-xs font-semibold text-slate-500">
                    {url.split('.').pop()?.toUpperCase()}
                  </span>
                )}
              </button>
              {!locked && (
                <span className="flex gap-2 text-xs">
                  <button type="button" className="text-primary hover:underline" onClick={() => { setReplacing(index); replaceInput.current?.click(); }}>
                    {t('renderer.upload.replace')}
                  </button>
                  <button type="button" aria-label={t('renderer.upload.remove')} className="text-red-600 hover:underline" onClick={() => store(urls.filter((_, at) => at !== index))}>
                    {t('renderer.upload.removeShort')}
                  </button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {sending.map((entry) => (
        <div key={entry.key} className="flex items-center gap-2 text-xs text-slate-600">
          <span className="max-w-48 truncate">{entry.name}</span>
          <progress aria-label={t('renderer.upload.progress', { name: entry.name })} value={Math.round(entry.share * 100)} max={100} className="h-2 w-32" />
          <span>{Math.round(entry.share * 100)}%</span>
        </div>
      ))}
      {urls.length < maxItems && !(disabled || readonly) && (
        <label
          htmlFor={id}
          onDragOver={(event) => { event.preventDefault(); setDragOver(true); }}
          onDragLeave={() => setDragOver(false)}
          onDrop={onDrop}
          className={`flex cursor-pointer flex-col items-center gap-1 rounded border border-dashed px-4 py-3 text-center text-sm ${dragOver ? 'border-primary bg-primary/5' : 'border-slate-300 bg-white'} ${locked ? 'cursor-wait opacity-60' : 'hover:border-primary'}`}
        >
          <span className="text-slate-700">{t('renderer.upload.drop')}</span>
          <span className="text-xs text-slate-400">
            {t('renderer.upload.hint', { kinds: acceptedKinds(upload.accept).join('、'), size: upload.maxSizeMb })}
            {multiple && Number.isFinite(maxItems) ? ` · ${t('renderer.upload.count', { count: maxItems })}` : ''}
          </span>
          <input
            id={id}
            type="file"
            accept={upload.accept}
            multiple={multiple}
            disabled={locked}
            aria-invalid={rawErrors.length > 0 || undefined}
            onChange={(event) => {
              void add(event.target.files);
              event.target.value = '';
            }}
            className="sr-only"
          />
        </label>
      )}
      <input
        ref={replaceInput}
        type="file"
        accept={upload.accept}
        tabIndex={-1}
        aria-hidden="true"
        className="hidden"
        onChange={(event) => {
          if (replacing !== null) void replace(replacing, event.target.files);
          setReplacing(null);
          event.target.value = '';
        }}
      />
      {problem && <span role="alert" className="text-xs text-red-600">{problem}</span>}
      <Modal title={label} open={viewing !== null} onClose={() => setViewing(null)} wide>
        {viewing && (isImageUrl(viewing) ? (
          <img src={viewing} alt={label} className="mx-auto max-h-[70vh] max-w-full object-contain" />
        ) : (
          <a href={viewing} target="_blank" rel="noreferrer" className="text-primary hover:underline">{t('renderer.upload.open')}</a>
        ))}
      </Modal>
    </div>
  );
}

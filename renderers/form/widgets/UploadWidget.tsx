// Image upload: the file is posted to the server (`/ntocc-basic-api/file/upload`), which stores
// it; the form holds its URL (or URLs for an array field) and shows the image.
import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { Upload } from '../../../src/core/generated/entity-language';
import { uploadFile } from '../../entityApi';

const DEFAULT_UPLOAD: Upload = { accept: 'image/*', maxSizeMb: 5 };
const MB = 1024 * 1024;

export function UploadWidget({ id, value, label, disabled = false, readonly = false, rawErrors = [], options, schema, onChange }: WidgetProps) {
  const { t } = useTranslation();
  const upload = (options.upload as Upload | undefined) ?? DEFAULT_UPLOAD;
  const multiple = schema.type === 'array';
  const maxItems = typeof schema.maxItems === 'number' ? schema.maxItems : multiple ? Infinity : 1;
  const urls: string[] = (multiple ? (Array.isArray(value) ? value : []) : typeof value === 'string' && value ? [value] : []) as string[];
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState('');

  const store = (next: string[]) => onChange(multiple ? (next.length ? next : undefined) : next[0]);

  const choose = async (files: FileList | null) => {
    const chosen = [...(files ?? [])].slice(0, Math.max(0, maxItems - (multiple ? urls.length : 0)));
    if (chosen.some((file) => file.size > upload.maxSizeMb * MB)) {
      setProblem(t('renderer.upload.tooLarge', { size: upload.maxSizeMb }));
      return;
    }
    setProblem('');
    setPending(true);
    try {
      const uploaded = await Promise.all(chosen.map((file) => uploadFile(file)));
      store(multiple ? [...urls, ...uploaded.map((file) => file.url)] : uploaded.map((file) => file.url));
    } catch {
      // The HTTP layer has shown the error message.
    } finally {
      setPending(false);
    }
  };

  const locked = disabled || readonly || pending;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {urls.map((url) => (
          <figure key={url} className="relative">
            <img src={url} alt={label} className="size-20 rounded border border-slate-200 object-cover" />
            {!locked && (
              <button
                type="button"
                aria-label={t('renderer.upload.remove')}
                onClick={() => store(urls.filter((entry) => entry !== url))}
                className="absolute -top-2 -right-2 size-5 rounded-full bg-red-500 text-xs text-white"
              >
                ×
              </button>
            )}
          </figure>
        ))}
      </div>
      {urls.length < maxItems && (
        <input
          id={id}
          type="file"
          accept={upload.accept}
          multiple={multiple}
          disabled={locked}
          aria-invalid={rawErrors.length > 0 || undefined}
          onChange={(event) => {
            void choose(event.target.files);
            event.target.value = '';
          }}
          className="text-sm"
        />
      )}
      {pending && <span className="text-xs text-slate-500">{t('renderer.upload.uploading')}</span>}
      {problem && <span className="text-xs text-red-600">{problem}</span>}
    </div>
  );
}

// share: mints a signed public link (server/publicLinks, `POST /ntocc-basic-api/publicLink`) for
// the row's record (a row action) or for the caller's branch (a toolbar action: a form's link),
// and shows its address, a QR code to scan and 复制链接. The server checks the permission and
// the data scope on the record; the button's own code is `<leaf>:view` (permissionCode.ts).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFeedback } from '../../../src/api/feedback';
import { request } from '../../../src/api/http';
import { primaryKey } from '../../entities';
import { Modal } from '../../shared/Modal';
import { QrCode } from '../../shared/QrCode';
import type { ActionType } from '../types';

interface Minted { url: string; token: string; expiresAt: string }

function ShareDialog({ kind, subject, onClose }: { kind: string; subject: string | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const [minted, setMinted] = useState<Minted | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    request<Minted>({ method: 'POST', url: '/ntocc-basic-api/publicLink', data: { kind, ...(subject === undefined ? {} : { subject }) } }).then(
      (answer) => current && setMinted(answer.data),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [kind, subject]);
  useEffect(() => {
    if (failed) onClose();
  }, [failed, onClose]);

  const copy = async () => {
    if (!minted) return;
    try {
      await navigator.clipboard.writeText(minted.url);
    } catch {
      const field = document.querySelector<HTMLInputElement>('[data-share-url]');
      field?.select();
      document.execCommand('copy');
    }
    getFeedback().message('success', t('renderer.share.copied'));
  };

  return (
    <Modal title={t('renderer.share.title')} open onClose={onClose}>
      {!minted ? (
        <p role="status" className="text-sm text-slate-500">{t('renderer.share.minting')}</p>
      ) : (
        <div className="flex flex-col items-center gap-3" data-share-dialog>
          <QrCode text={minted.url} size={200} label={t('renderer.share.qr')} />
          <p className="text-xs text-slate-500">{t('renderer.share.qr')} · {t('renderer.share.expiresAt', { time: new Date(minted.expiresAt).toLocaleString(undefined, { hour12: false }) })}</p>
          <input readOnly value={minted.url} data-share-url aria-label={t('renderer.share.title')} onFocus={(event) => event.currentTarget.select()}
            className="w-full rounded border border-slate-300 px-2 py-1.5 text-xs text-slate-700" />
          <div className="flex gap-2">
            <button type="button" className="rounded bg-primary px-4 py-1.5 text-sm text-white" onClick={() => void copy()}>{t('renderer.share.copy')}</button>
            <a className="rounded border border-slate-300 px-4 py-1.5 text-sm text-slate-700" href={minted.url} target="_blank" rel="noreferrer">{t('renderer.share.open')}</a>
          </div>
        </div>
      )}
    </Modal>
  );
}

export const shareAction: ActionType = {
  needsSelection: () => false,
  run: (action, context) => {
    const row = context.placement === 'row' ? context.rows[0] : undefined;
    const subject = row ? String(row[primaryKey(context.entity)]) : undefined;
    context.show(<ShareDialog kind={action.link ?? ''} subject={subject} onClose={context.close} />);
  },
};

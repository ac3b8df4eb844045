// mobileActions (public pages): what a visitor does with the signed link's record on a phone — a
// QR code of one of its fields (a waybill's number) and large buttons: call (tel:), link (a
// navigation app) and print (window.print; the public view hides its header and buttons in print).
import { useTranslation } from 'react-i18next';
import type { MobileActionsBlock as MobileActionsBlockType } from '../../../src/core/generated/page-language';
import { usePublicLink } from '../../publicLink';
import { QrCode } from '../../shared/QrCode';
import type { BlockProps } from '../registry';

const BUTTON = 'flex min-h-12 flex-1 items-center justify-center rounded-lg px-4 text-base font-medium';

export function MobileActionsBlock({ block }: BlockProps<MobileActionsBlockType>) {
  const { t } = useTranslation();
  const record = usePublicLink()?.record ?? {};
  const text = (field: string | undefined) => (field && typeof record[field] === 'string' ? record[field] as string : field && typeof record[field] === 'number' ? String(record[field]) : '');
  const qr = text(block.qrField);
  const buttons = (block.buttons ?? []).filter((button) => button.kind === 'print' || text(button.field) !== '');
  return (
    <div className="flex flex-col items-center gap-3 rounded bg-white p-4" data-mobile-actions>
      {block.title && <h2 className="self-start text-sm font-semibold text-slate-700">{t(block.title)}</h2>}
      {qr && (
        <figure className="flex flex-col items-center gap-1">
          <QrCode text={qr} size={168} label={qr} />
          <figcaption className="font-mono text-sm tracking-wide text-slate-700">{qr}</figcaption>
        </figure>
      )}
      {buttons.length > 0 && (
        <div className="flex w-full gap-2 print:hidden">
          {buttons.map((button, i) => {
            if (button.kind === 'print') {
              return <button key={i} type="button" className={`${BUTTON} bg-primary text-white`} onClick={() => window.print()}>{t(button.label)}</button>;
            }
            const value = text(button.field);
            const href = button.kind === 'call' ? `tel:${value.replace(/[^\d+]/g, '')}` : value;
            const external = button.kind === 'link';
            return (
              <a key={i} data-touch href={href} className={`${BUTTON} ${i === 0 ? 'bg-primary text-white' : 'border border-primary text-primary'}`}
                {...(external ? { target: '_blank', rel: 'noreferrer' } : {})}>
                {t(button.label)}
              </a>
            );
          })}
        </div>
      )}
    </div>
  );
}

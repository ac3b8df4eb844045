// 我已阅读并同意《用户注册协议》《隐私政策》…: the branch's agreements in force for the sign-up
// (systemManage/agreement), each title opening its text; the sign-up sends the ids accepted.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { publishedAgreements, type AgreementInForce, type RegisterPartyType } from '../../api/endpoints/basic';
import { Button } from '../../ui/Button';

/** The agreements in force for this branch and party type (none while loading or unknown). */
export function useAgreementsInForce(branchCode: string, partyType: RegisterPartyType): AgreementInForce[] {
  // Kept with the branch and party type they answer, so a switch shows none until its own arrive.
  const key = `${branchCode}/${partyType}`;
  const [loaded, setLoaded] = useState<{ key: string; agreements: AgreementInForce[] }>({ key: '', agreements: [] });
  useEffect(() => {
    let live = true;
    if (!branchCode) return undefined;
    publishedAgreements(branchCode, partyType)
      .then(({ data }) => { if (live) setLoaded({ key: `${branchCode}/${partyType}`, agreements: Array.isArray(data) ? data : [] }); })
      .catch(() => { /* The HTTP layer has shown the error; the sign-up goes on without. */ });
    return () => { live = false; };
  }, [branchCode, partyType]);
  return loaded.key === key ? loaded.agreements : NONE;
}

const NONE: AgreementInForce[] = [];

export interface AgreementConsentProps {
  agreements: readonly AgreementInForce[];
  accepted: boolean;
  onAcceptedChange: (accepted: boolean) => void;
  error?: string;
}

export function AgreementConsent({ agreements, accepted, onAcceptedChange, error }: AgreementConsentProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<AgreementInForce | null>(null);
  if (agreements.length === 0) return null;
  return (
    <div className="text-sm text-slate-600">
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          name="agreementAccepted"
          className="mt-1"
          checked={accepted}
          onChange={(event) => onAcceptedChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
        />
        <span>
          {t('register.agreement.accept')}
          {agreements.map((agreement) => (
            <button
              key={agreement.id}
              type="button"
              className="text-primary hover:underline"
              onClick={() => setOpen(agreement)}
            >
              《{agreement.title}》
            </button>
          ))}
        </span>
      </label>
      {error ? <p role="alert" className="mt-1 text-xs text-red-600">{error}</p> : null}
      {open ? (
        <div className="fixed inset-0 z-[2000] flex items-center justify-center bg-black/40 p-4">
          <div role="dialog" aria-modal="true" aria-labelledby="agreement-title" className="flex max-h-[85vh] w-full max-w-2xl flex-col rounded bg-white shadow-xl">
            <header className="border-b border-slate-200 px-5 py-3">
              <h2 id="agreement-title" className="text-base font-semibold text-slate-800">{open.title}</h2>
              <p className="text-xs text-slate-500">
                {t('register.agreement.version', { version: open.version })}
                {open.effectiveDate ? ` · ${t('register.agreement.effective', { date: `${open.effectiveDate.slice(0, 4)}-${open.effectiveDate.slice(4, 6)}-${open.effectiveDate.slice(6, 8)}` })}` : ''}
              </p>
            </header>
            <div className="overflow-auto whitespace-pre-wrap px-5 py-4 text-sm leading-6 text-slate-700">{open.content}</div>
            <footer className="flex justify-end gap-2 border-t border-slate-200 px-5 py-3">
              <Button onClick={() => setOpen(null)}>{t('register.agreement.close')}</Button>
              <Button variant="primary" onClick={() => { onAcceptedChange(true); setOpen(null); }}>{t('register.agreement.agree')}</Button>
            </footer>
          </div>
        </div>
      ) : null}
    </div>
  );
}

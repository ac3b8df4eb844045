// welcome: the greeting of a home page: the user's name, role and branch.
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { WelcomeBlock as WelcomeBlockType } from '../../../src/core/generated/page-language';
import { activeRoleLabel } from '../../../src/layout/roleName';
import { session } from '../../../src/session/sessionState';
import type { BlockProps } from '../registry';

export function WelcomeBlock(_props: BlockProps<WelcomeBlockType>) {
  const { t } = useTranslation();
  const snapshot = useSnapshot(session);
  return (
    <div className="rounded bg-white p-4 shadow-sm" data-welcome>
      <p className="text-base font-semibold text-slate-800">{t('common.home.greeting', { name: snapshot.party?.name ?? '' })}</p>
      <p className="mt-1 text-sm text-slate-600">{t('common.home.signedInAs', { role: activeRoleLabel(t, snapshot), branch: snapshot.branch?.branchName ?? '' })}</p>
    </div>
  );
}

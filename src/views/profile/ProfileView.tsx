import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { activeRoleLabel, roleName } from '../../layout/roleName';
import { session } from '../../session/sessionState';
import { ChangePasswordForm } from './ChangePasswordForm';

/** The signed-in user's details and the change-password form. */
export default function ProfileView() {
  const { t } = useTranslation();
  const snapshot = useSnapshot(session);
  const party = snapshot.party;
  const rows: [string, string][] = [
    [t('profile.name'), party?.name ?? ''],
    [t('profile.username'), party?.username ?? ''],
    [t('profile.mobile'), party?.mobile ?? ''],
    [t('profile.partyType'), party ? t(`profile.partyTypes.${party.partyType}`, { defaultValue: party.partyType }) : ''],
    [t('profile.roles'), snapshot.roleList.map((entry) => roleName(t, entry)).join(t('common.listSeparator'))],
    [t('profile.activeRole'), activeRoleLabel(t, snapshot)],
    [t('profile.branch'), snapshot.branch?.branchName ?? ''],
  ];

  return (
    <section className="grid gap-6 p-6 lg:grid-cols-2">
      <div className="rounded bg-white p-6 shadow-sm">
        <h1 className="mb-4 text-base font-semibold text-slate-800">{t('profile.title')}</h1>
        <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-3 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-500">{label}</dt>
              <dd className="text-slate-800">{value || t('common.none')}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="rounded bg-white p-6 shadow-sm">
        <ChangePasswordForm />
      </div>
    </section>
  );
}

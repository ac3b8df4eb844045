import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { pageTitle } from '../session/pageTitle';
import { partyGroup } from '../session/partyGroupStore';

/** Keeps document.title at `{title} - {groupName}` (the app's name until the group is known);
 * without a router, so the login form shown before it (src/boot/LoginFirst.tsx) has it too. */
export function DocumentTitle({ title }: { title: string }) {
  const { t } = useTranslation();
  const { groupName } = useSnapshot(partyGroup);
  useEffect(() => {
    document.title = pageTitle(title, groupName || t('common.appName'));
  }, [t, title, groupName]);
  return null;
}

import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { getFeedback } from '../api/feedback';
import { ERROR_MESSAGE_DURATION_MS } from '../core/api/client';
import { loginRedirect } from '../session/guard';
import { sessionFailureMessage } from '../session/sessionFailure';
import { session } from '../session/sessionState';
import { resetToken, switchRole } from '../session/userStore';
import { closeLoading, showLoading } from '../ui/feedbackStore';
import { SelectField } from '../ui/SelectField';
import { roleName } from './roleName';

/** Shown to a user holding several roles: acting as another role reloads user info and menus.
 * Role names come from the catalogue by role code (roleName.ts). */
export function RoleSwitch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { roleList, activeRole } = useSnapshot(session);
  if (roleList.length < 2) return null;

  const change = async (role: string) => {
    showLoading(t('navbar.switchingRole'));
    try {
      await switchRole(role);
      navigate('/', { replace: true });
    } catch (error) {
      // The role has no menus or its info is broken: the same ending as a failed guard.
      const message = sessionFailureMessage(error);
      if (message) {
        resetToken();
        getFeedback().message('error', message.key ? t(message.key, { defaultValue: message.text }) : message.text, ERROR_MESSAGE_DURATION_MS);
        navigate(loginRedirect('/'), { replace: true });
      }
    } finally {
      closeLoading();
    }
  };

  return (
    <SelectField
      inline
      label={t('navbar.role')}
      value={activeRole}
      options={roleList.map((entry) => ({ value: entry.roles, label: roleName(t, entry) }))}
      onChange={(event) => void change(event.target.value)}
    />
  );
}

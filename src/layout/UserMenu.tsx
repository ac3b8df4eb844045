import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { loginRedirect } from '../session/guard';
import { session } from '../session/sessionState';
import { signOut } from '../session/userStore';
import { Button } from '../ui/Button';

/** The signed-in user's name (to the profile) and the sign-out button. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { party, avatar } = useSnapshot(session);
  const [pending, setPending] = useState(false);

  const leave = async () => {
    setPending(true);
    try {
      await signOut();
    } catch {
      // The local session is cleared whatever the server answered; its message has been shown.
    }
    navigate(loginRedirect(pathname, search), { replace: true });
  };

  return (
    <div className="flex items-center gap-3">
      <Link to="/profile/index" className="flex items-center gap-2 text-sm text-slate-700 hover:text-primary">
        {avatar && <img src={avatar} alt="" className="size-7 rounded-full object-cover" />}
        <span>{party?.name}</span>
      </Link>
      <Button onClick={leave} pending={pending}>
        {t('navbar.logOut')}
      </Button>
    </div>
  );
}

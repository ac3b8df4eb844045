// The login form as the console router's /login route (after signing out, or from the register form).
import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { LoginNavigation } from './loginNavigation';
import { LoginView, type LoginLocationState } from './LoginView';

export default function LoginRoute() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const handedOver = (useLocation().state as LoginLocationState | null)?.username ?? '';
  const redirect = searchParams.get('redirect');
  const navigation = useMemo<LoginNavigation>(
    () => ({
      redirect,
      handedOverUsername: handedOver,
      enter: (to) => void navigate(to, { replace: true }),
      toRegister: () => void navigate('/register'),
    }),
    [navigate, redirect, handedOver],
  );
  return <LoginView navigation={navigation} />;
}

// The sign-in page: by password (用户名/手机号) or by SMS code (短信登录), and 忘记密码 (a new
// password with an SMS code). After registering, the new mobile number is filled in. It needs no
// router (./loginNavigation.ts): a signed-out first load shows it before the router has arrived.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { SignInForm } from '../../api/endpoints/basic';
import { prefetchShellWhenIdle } from '../../router/shellLoader';
import { redirectTarget } from '../../session/guard';
import { partyGroup } from '../../session/partyGroupStore';
import { signIn } from '../../session/signIn';
import { LanguageSelect } from '../../ui/LanguageSelect';
import { ChangePasswordForm } from '../profile/ChangePasswordForm';
import { followInPage, type LoginNavigation } from './loginNavigation';
import { PasswordSignIn } from './PasswordSignIn';
import { ResetPasswordForm } from './ResetPasswordForm';
import { SmsSignIn } from './SmsSignIn';

type Mode = 'password' | 'sms' | 'reset' | 'change';

/** What the register page hands over: the mobile number that is now the username. */
export interface LoginLocationState { username?: string }

const MOBILE = /^1\d{10}$/;

export interface LoginViewProps {
  navigation: LoginNavigation;
  /** Shown but not yet answering (markup made at build, before the console's code has run): inert,
   * so nothing is focused, typed or sent before the form's code runs, and it looks as it will. */
  waiting?: boolean;
}

export function LoginView({ navigation, waiting = false }: LoginViewProps) {
  const { t } = useTranslation();
  const group = useSnapshot(partyGroup);
  const [mode, setMode] = useState<Mode>('password');
  const [username, setUsername] = useState(navigation.handedOverUsername);
  // Remounts the password form with the username a reset answered.
  const [formKey, setFormKey] = useState(0);
  // The user types for seconds: the shell is fetched meanwhile, not after the sign-in.
  const landsOnHome = redirectTarget(navigation.redirect) === '/';
  useEffect(() => prefetchShellWhenIdle(landsOnHome), [landsOnHome]);

  const signInWith = async (form: SignInForm) => {
    const answer = await signIn({ ...form, branchCode: group.branchCode });
    // A password staff set (or an overdue one) is changed before entering the console.
    if (answer.passWordOverdue) {
      setMode('change');
      return;
    }
    enter();
  };

  const enter = () => navigation.enter(redirectTarget(navigation.redirect));

  const afterReset = (resetUsername?: string) => {
    if (resetUsername) setUsername(resetUsername);
    setFormKey((key) => key + 1);
    setMode('password');
  };

  const phone = MOBILE.test(username) ? username : '';
  const title = group.groupName || t('common.appName');
  const tab = (which: Mode, label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={mode === which}
      onClick={() => setMode(which)}
      className={`flex-1 border-b-2 pb-2 text-sm ${mode === which ? 'border-primary font-medium text-primary' : 'border-transparent text-slate-500 hover:text-primary'}`}
    >
      {label}
    </button>
  );

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-800 p-4">
      <div inert={waiting} aria-busy={waiting} className="flex w-full max-w-sm flex-col gap-4 rounded bg-white p-8 shadow-xl">
        <header className="flex flex-col items-center gap-2">
          {group.loginLogoUrl && <img src={group.loginLogoUrl} alt={title} className="h-16 object-contain" />}
          <h1 className="text-center text-xl font-semibold text-slate-800">{title}</h1>
          <p className="text-sm text-slate-500">{t('login.title')}</p>
        </header>
        {mode === 'change' ? (
          <>
            <p role="alert" className="rounded bg-amber-50 px-3 py-2 text-sm text-amber-700">{t('login.mustChangePassword')}</p>
            <ChangePasswordForm onChanged={enter} />
          </>
        ) : mode === 'reset' ? (
          <ResetPasswordForm initialPhone={phone} onDone={afterReset} />
        ) : (
          <>
            <div role="tablist" className="flex gap-2">
              {tab('password', t('login.tabPassword'))}
              {tab('sms', t('login.tabSms'))}
            </div>
            {mode === 'password' ? (
              <PasswordSignIn key={formKey} initialUsername={username} onSignIn={signInWith} />
            ) : (
              <SmsSignIn initialPhone={phone} onSignIn={signInWith} />
            )}
          </>
        )}
        <div className="flex items-center justify-between gap-2">
          <a href="/register" onClick={(event) => followInPage(event, navigation.toRegister)} className="text-sm text-primary hover:underline">
            {t('login.toRegister')}
          </a>
          {mode !== 'reset' && (
            <button type="button" onClick={() => setMode('reset')} className="text-sm text-primary hover:underline">
              {t('login.forgotPassword')}
            </button>
          )}
        </div>
        <div className="flex justify-end">
          <LanguageSelect inline />
        </div>
      </div>
    </main>
  );
}

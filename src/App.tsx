import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { createAppRouter } from './router';
import { feedbackState, leavePage } from './ui/feedbackStore';
import { LoadingOverlay } from './ui/LoadingOverlay';
import { Toaster } from './ui/Toaster';

// The confirm dialog (Radix Dialog) is fetched when the browser is idle or the first question is
// asked, whichever comes first: the login form does not wait for it.
const loadConfirmHost = () => import('./ui/ConfirmHost');
const ConfirmHost = lazy(() => loadConfirmHost().then((module) => ({ default: module.ConfirmHost })));

function ConfirmWhenAsked() {
  const asked = useSnapshot(feedbackState).confirm !== null;
  // Once asked, it stays mounted (it closes with its own animation).
  const [mounted, setMounted] = useState(false);
  if (asked && !mounted) setMounted(true);
  useEffect(() => {
    const idle = window.requestIdleCallback?.(() => void loadConfirmHost());
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);
  if (!asked && !mounted) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmHost />
    </Suspense>
  );
}

export function App() {
  const router = useMemo(() => createAppRouter(), []);
  // Toasts belong to the page they were shown on.
  useEffect(() => router.subscribe((state) => leavePage(state.location.pathname)), [router]);
  return (
    <>
      <RouterProvider router={router} />
      <Toaster />
      <ConfirmWhenAsked />
      <LoadingOverlay />
    </>
  );
}

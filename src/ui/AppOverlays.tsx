// What floats over every screen, the login form included: messages, the confirm dialog, the
// loading overlay.
import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useIdlePreload } from './deferred/useIdlePreload';
import { feedbackState } from './feedbackStore';
import { LoadingOverlay } from './LoadingOverlay';
import { Toaster } from './Toaster';

// The confirm dialog (Radix Dialog) is fetched when the browser is idle or the first question is
// asked, whichever comes first: the login form does not wait for it.
const loadConfirmHost = () => import('./ConfirmHost');
const ConfirmHost = lazy(() => loadConfirmHost().then((module) => ({ default: module.ConfirmHost })));

function ConfirmWhenAsked() {
  const asked = useSnapshot(feedbackState).confirm !== null;
  // Once asked, it stays mounted (it closes with its own animation).
  const [mounted, setMounted] = useState(false);
  if (asked && !mounted) setMounted(true);
  useIdlePreload(loadConfirmHost);
  if (!asked && !mounted) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmHost />
    </Suspense>
  );
}

export function AppOverlays() {
  return (
    <>
      <Toaster />
      <ConfirmWhenAsked />
      <LoadingOverlay />
    </>
  );
}

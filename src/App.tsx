import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router';
import { AppOverlays } from './ui/AppOverlays';
import { leavePage } from './ui/feedbackStore';

export function App() {
  const router = useMemo(() => createAppRouter(), []);
  // Toasts belong to the page they were shown on.
  useEffect(() => router.subscribe((state) => leavePage(state.location.pathname)), [router]);
  return (
    <>
      <RouterProvider router={router} />
      <AppOverlays />
    </>
  );
}

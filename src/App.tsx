import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router';
import { ConfirmHost } from './ui/ConfirmHost';
import { leavePage } from './ui/feedbackStore';
import { LoadingOverlay } from './ui/LoadingOverlay';
import { Toaster } from './ui/Toaster';

export function App() {
  const router = useMemo(() => createAppRouter(), []);
  // Toasts belong to the page they were shown on.
  useEffect(() => router.subscribe((state) => leavePage(state.location.pathname)), [router]);
  return (
    <>
      <RouterProvider router={router} />
      <Toaster />
      <ConfirmHost />
      <LoadingOverlay />
    </>
  );
}

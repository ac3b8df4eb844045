import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router';
import { ConfirmHost } from './ui/ConfirmHost';
import { LoadingOverlay } from './ui/LoadingOverlay';
import { Toaster } from './ui/Toaster';

export function App() {
  const router = useMemo(() => createAppRouter(), []);
  return (
    <>
      <RouterProvider router={router} />
      <Toaster />
      <ConfirmHost />
      <LoadingOverlay />
    </>
  );
}

import { useNavigation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { progress } from './progressStore';

/** A thin bar (2 px, theme colour) at the top during route changes and page-data loads. */
export function ProgressBar() {
  const navigating = useNavigation().state !== 'idle';
  const { pending } = useSnapshot(progress);
  if (!navigating && pending === 0) return null;
  return (
    <div role="progressbar" aria-busy="true" className="pointer-events-none fixed inset-x-0 top-0 z-[4000] h-[2px] overflow-hidden">
      <div className="h-full w-full animate-pulse bg-primary" />
    </div>
  );
}

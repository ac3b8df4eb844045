import type { ReactNode } from 'react';

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-2">
      <h1 className="text-lg font-semibold text-slate-800">{title}</h1>
      {children}
    </header>
  );
}

import type { ReactNode } from 'react';

export interface ErrorFrameProps {
  code: string;
  title: string;
  text: string;
  /** The buttons under the text. */
  children: ReactNode;
}

/** The look of every error page; it needs no router, so the boot code can show it too. */
export function ErrorFrame({ code, title, text, children }: ErrorFrameProps) {
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-8 text-center">
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        {code}
      </p>
      <h1 className="text-2xl font-semibold text-slate-800">{title}</h1>
      <p className="max-w-lg text-slate-600">{text}</p>
      <div className="flex gap-2">{children}</div>
    </section>
  );
}

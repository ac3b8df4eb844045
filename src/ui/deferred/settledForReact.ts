// React's use() reads a promise's outcome synchronously when the promise carries it (status and
// value or reason, the thenable protocol React itself writes on promises it tracks). Marking a
// cached promise so lets a component read data fetched earlier without suspending again.

export type SettledThenable<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** The same promise, marked with its outcome for React once it settles. */
export function settledForReact<T>(promise: Promise<T>): SettledThenable<T> {
  const thenable = promise as SettledThenable<T>;
  if (thenable.status) return thenable;
  thenable.status = 'pending';
  thenable.then(
    (value) => {
      thenable.status = 'fulfilled';
      thenable.value = value;
    },
    (reason: unknown) => {
      thenable.status = 'rejected';
      thenable.reason = reason;
    },
  );
  return thenable;
}

// What the HTTP layer needs from the screen: toast messages, a confirm dialog and the loading
// overlay. The UI layer installs its implementation at boot (src/ui/uiFeedback.ts); tests pass a fake.
export type MessageType = 'success' | 'warning' | 'error' | 'info';

export interface ConfirmOptions {
  title: string;
  text: string;
  confirmText: string;
  cancelText: string;
  type?: MessageType;
}

export interface Feedback {
  message(type: MessageType, text: string, durationMs?: number): void;
  /** Resolves true when the user confirms, false when they cancel or dismiss. */
  confirm(options: ConfirmOptions): Promise<boolean>;
  closeLoading(): void;
}

let installed: Feedback | null = null;

export function installFeedback(feedback: Feedback): void {
  installed = feedback;
}

/** The installed feedback; throws when the UI layer has not installed one, which is a boot-order bug. */
export function getFeedback(): Feedback {
  if (!installed) throw new Error('No feedback installed: call installFeedback() at boot.');
  return installed;
}

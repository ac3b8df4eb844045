import type { TFunction } from 'i18next';
import { i18next } from './index';

/** A form message: client checks hold i18n keys, server answers (422) hold texts already translated. */
export function messageText(t: TFunction, keyOrText: string): string {
  return i18next.exists(keyOrText) ? t(keyOrText) : keyOrText;
}

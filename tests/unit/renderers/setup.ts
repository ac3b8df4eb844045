// Shared set-up of the renderer component tests: the zh catalogue in i18next, a fake feedback,
// and the permission list of local storage.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { vi } from 'vitest';
import { installFeedback, type Feedback } from '../../../src/api/feedback';

import zh from '../../../locales/zh.json';

export function zhCatalogue(): Record<string, unknown> {
  return zh;
}

export async function initTestI18n(): Promise<void> {
  await i18next.use(initReactI18next).init({ lng: 'zh', resources: { zh: { translation: zhCatalogue() } }, interpolation: { escapeValue: false } });
}

export function installFakeFeedback(confirmAnswer = true): Feedback {
  const feedback: Feedback = { message: vi.fn(), confirm: vi.fn(async () => confirmAnswer), closeLoading: vi.fn() };
  installFeedback(feedback);
  return feedback;
}

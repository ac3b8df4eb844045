// Shared set-up of the renderer component tests: every locale part in i18next (the merged
// catalogues are built later), a fake feedback, and the permission list of local storage.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { vi } from 'vitest';
import { installFeedback, type Feedback } from '../../../src/api/feedback';

type Tree = Record<string, unknown>;

const parts = import.meta.glob<Tree>('/locales/_parts/*.json', { eager: true, import: 'default' });
const base = import.meta.glob<Tree>('/locales/zh.json', { eager: true, import: 'default' });

function merge(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    target[key] = typeof value === 'object' && value !== null && !Array.isArray(value) ? merge((target[key] as Tree) ?? {}, value as Tree) : value;
  }
  return target;
}

export function zhCatalogue(): Tree {
  const catalogue = merge({}, Object.values(base)[0] ?? {});
  for (const [path, part] of Object.entries(parts)) if (path.endsWith('.zh.json')) merge(catalogue, part);
  return catalogue;
}

export async function initTestI18n(): Promise<void> {
  await i18next.use(initReactI18next).init({ lng: 'zh', resources: { zh: { translation: zhCatalogue() } }, interpolation: { escapeValue: false } });
}

export function installFakeFeedback(confirmAnswer = true): Feedback {
  const feedback: Feedback = { message: vi.fn(), confirm: vi.fn(async () => confirmAnswer), closeLoading: vi.fn() };
  installFeedback(feedback);
  return feedback;
}

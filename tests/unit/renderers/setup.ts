// Shared set-up of the renderer component tests: the zh catalogue in i18next, a fake feedback,
// and the permission list of local storage.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { vi } from 'vitest';
import { installFeedback, type Feedback } from '../../../src/api/feedback';
import { zhCatalogue } from './catalogue';
import { preloadBlocks, registeredBlockTypes } from '../../../renderers/blocks/registry';
import '../../../renderers/blocks/types';
import { preloadEntityForm } from '../../../renderers/form/LazyEntityForm';
import { preloadFormValidator } from '../../../renderers/form/formValidators';
import { entityFor, entityNames } from '../../../renderers/entities';

// The console fetches each block's code, the entity form and an entity's form validators when
// first shown; the tests render them at once, as after that first time.
await Promise.all([preloadBlocks(registeredBlockTypes()), preloadEntityForm(), ...entityNames().map((name) => preloadFormValidator(entityFor(name)))]);

export { zhCatalogue };

/** i18next with every zh text in one namespace (the page view loads a screen's own namespaces). */
export async function initTestI18n(): Promise<void> {
  await i18next.use(initReactI18next).init({ lng: 'zh', resources: { zh: { translation: zhCatalogue() } }, interpolation: { escapeValue: false } });
}

export function installFakeFeedback(confirmAnswer = true): Feedback {
  const feedback: Feedback = { message: vi.fn(), confirm: vi.fn(async () => confirmAnswer), closeLoading: vi.fn() };
  installFeedback(feedback);
  return feedback;
}

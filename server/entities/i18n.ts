// The entity API translates with the server's one translator (http/i18n.ts), which holds the
// `entityApi`, `entity` and `dict` namespaces besides `server` and `validation`.
export type { Translator as EntityTranslator } from '../http/i18n';

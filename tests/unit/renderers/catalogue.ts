// The whole zh catalogue for tests that need only texts (no DOM, no renderer code preloaded).
import { readCatalogue } from '../../../server/http/catalogues';

const zh = readCatalogue('zh');

/** The whole zh catalogue, every namespace merged. */
export function zhCatalogue(): Record<string, unknown> {
  return zh;
}

// The checks of `npm run validate`, in order. Adding a check is one file and one line here.
import type { Diagnostic } from '../diagnostics';
import { localesCheck } from './locales';
import { menuCheck } from './menu';
import { entitiesCheck } from './entities';
import { pagesCheck } from './pages';

export interface Check {
  name: string;
  run(): Promise<Diagnostic[]>;
}

export const checks: Check[] = [localesCheck, menuCheck, entitiesCheck, pagesCheck];

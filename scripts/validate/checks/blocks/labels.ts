// labels (table, summary, chart): the screen's own names of some of the block's measures or
// dimensions; each names one the block shows and is a key of the four catalogues.
import type { MeasureLabels } from '../../../../src/core/generated/page-language';
import { at } from '../../diagnostics';
import type { PageChecker } from '../pages';

export function checkLabels(checker: PageChecker, pointer: string, labels: MeasureLabels | undefined, shown: readonly string[]): void {
  for (const [ref, key] of Object.entries(labels ?? {})) {
    const escaped = ref.replace(/~/g, '~0').replace(/\//g, '~1');
    if (!shown.includes(ref)) checker.problems.push(at(checker.source, `${pointer}/labels/${escaped}`, `"${ref}" is not a measure or dimension this block shows`));
    checker.key(`${pointer}/labels/${escaped}`, key);
  }
}

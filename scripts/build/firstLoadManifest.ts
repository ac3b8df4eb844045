// A Vite (Rolldown) build plugin that writes dist/.first-load.json: the file of each language's
// first catalogue part (locales/<lang>.json?part=first). The server names the request's language's
// file in a Link header on index.html (server/http/firstLoadLinks.ts), so the browser fetches
// those texts beside the entry's code instead of after running it.
import path from 'node:path';
import type { Plugin } from 'vite';
import { FIRST_LOAD_MANIFEST, type FirstLoadManifest } from '../../src/core/i18n/firstLoadManifest';

const FIRST_PART = /(?:^|\/)locales\/([a-z]{2})\.json\?part=first$/;

export function firstLoadManifestPlugin(): Plugin {
  return {
    name: 'freight:first-load-manifest',
    apply: 'build',
    generateBundle(_options, bundle) {
      const firstTexts: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.facadeModuleId) continue;
        const language = FIRST_PART.exec(output.facadeModuleId.split(path.sep).join('/'))?.[1];
        if (language) firstTexts[language] = output.fileName;
      }
      const manifest: FirstLoadManifest = { firstTexts };
      this.emitFile({ type: 'asset', fileName: FIRST_LOAD_MANIFEST, source: `${JSON.stringify(manifest, null, 1)}\n` });
    },
  };
}

// The translators' commands: `npm run l10n:check`, `l10n:review`, `l10n:index`, `l10n:save`.
// They run src/l10n/cli.ts through Vite's module runner, so the checks use the site's own
// TypeScript (the manifest, the content schemas) without a build. Starts in about half a second.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { module } = /** @type {{ module: typeof import('../src/l10n/cli') }} */ (
  await runnerImport(join(root, 'src/l10n/cli.ts'), {
    configFile: false,
    root,
    logLevel: 'error',
    resolve: { alias: { '@': join(root, 'src'), '@locales': join(root, 'locales') } },
    ssr: { external: ['i18next-cli'] },
  })
);
process.exitCode = await module.main(process.argv.slice(2));

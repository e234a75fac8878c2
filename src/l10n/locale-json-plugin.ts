import type { Plugin } from 'vite';
import { parseLocaleSource } from './json-source';

/**
 * Vite reads the locale files as modules. When one is not valid JSON, this names the file, the
 * line and the column, and shows the line with a caret under the mistake, in the browser's error
 * overlay and the dev server's error page (`npm run dev`) and in the build, instead of Vite's
 * bare "trailing comma at line 22 column 9".
 */
export function localeJson(): Plugin {
  return {
    name: 'aatc-locale-json',
    enforce: 'pre',
    transform(code, id) {
      const [file = id, query] = id.split('?');
      // `?raw` and other queries are already JavaScript: only the JSON module itself is parsed here.
      if (query !== undefined) return null;
      if (!/[\\/]locales[\\/][^\\/]+[\\/][^\\/]+\.json$/.test(file)) return null;
      const parsed = parseLocaleSource(code);
      if (parsed.ok) return null;
      const { line, column, message, frame } = parsed.error;
      const relative = file.slice(file.lastIndexOf('locales'));
      return this.error({
        message: `${relative} (line ${line}, column ${column}): not valid JSON: ${message}\n${frame}`,
        id: file,
        loc: { file, line, column: column - 1 },
        frame,
      });
    },
  };
}

/**
 * The catalogue's command line (`npm run catalogue -w @panna/client -- ...`):
 *   add <english> <hindi> [<english> <hindi> ...]   adds texts to every file (sorted)
 *   remove <english> [<english> ...]                 removes texts from every file
 *   tidy                                             rewrites every file in its canonical form
 * With a third language, `add` takes one translation per other language, in file-name order.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { addTexts, canonicalText, LOCALES_DIR, readCatalogues } from './catalogue-files';

const [command, ...args] = process.argv.slice(2);
const others = readCatalogues()
  .slice(1)
  .map((file) => file.code);

if (command === 'add') {
  const width = 1 + others.length;
  if (args.length === 0 || args.length % width !== 0)
    throw new Error(`add takes groups of ${width}: English, then ${others.join(', ')}`);
  const entries = [];
  for (let i = 0; i < args.length; i += width) {
    const translations = Object.fromEntries(others.map((code, k) => [code, args[i + 1 + k]!]));
    entries.push({ id: args[i]!, translations });
  }
  addTexts(entries);
  console.log(`added ${entries.length} text(s)`);
} else if (command === 'remove') {
  for (const file of readCatalogues()) {
    file.po.items = file.po.items.filter((item) => !args.includes(item.msgid));
    writeFileSync(path.join(LOCALES_DIR, `${file.code}.po`), canonicalText(file.po));
  }
} else if (command === 'tidy') {
  for (const file of readCatalogues())
    writeFileSync(path.join(LOCALES_DIR, `${file.code}.po`), canonicalText(file.po));
} else {
  console.error('usage: catalogue add <english> <translation...> | remove <english...> | tidy');
  process.exitCode = 1;
}

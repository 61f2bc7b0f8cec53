import { table } from './figures';
import { lighthouseFigures } from './lighthouse';
import { withStack } from './stack';
const figures = await withStack((stack) => lighthouseFigures(stack, console.log), console.log);
console.log(table(figures));
process.exit(0);

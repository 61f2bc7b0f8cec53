import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { leanRouterSource } from './lean-router';

describe('leanRouterSource', () => {
  it("marks React's component and context factories pure and drops displayName writes", () => {
    const source = [
      'var RouteContext = React.createContext(null);',
      'RouteContext.displayName = "Route";',
      'var Form = React10.forwardRef(function FormImpl() {});',
      'Form.displayName = "Form";',
      'var Memo = React3.memo(Inner);',
      'var other = useThing();',
    ].join('\n');
    const lean = leanRouterSource(source);
    expect(lean.code.split('\n')).toEqual([
      'var RouteContext = /* @__PURE__ */ React.createContext(null);',
      '',
      'var Form = /* @__PURE__ */ React10.forwardRef(function FormImpl() {});',
      '',
      'var Memo = /* @__PURE__ */ React3.memo(Inner);',
      'var other = useThing();',
    ]);
    expect(lean.changes).toBe(5);
  });

  it('leaves a displayName set inside a function alone', () => {
    const source = 'function f() {\n  Component.displayName = "X";\n}';
    expect(leanRouterSource(source)).toEqual({ code: source, changes: 0 });
  });

  it('still finds what to mark in the installed react-router build', () => {
    const require = createRequire(import.meta.url);
    const production = join(dirname(require.resolve('react-router')), '..', 'production');
    const built = readdirSync(production).filter((f) => /^chunk-.*\.mjs$/.test(f));
    const lean = built.map((f) => leanRouterSource(readFileSync(join(production, f), 'utf8')));
    expect(lean.some((l) => /Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/.test(l.code))).toBe(
      true,
    );
    for (const l of lean) expect(l.code).not.toMatch(/^\w+\.displayName = /m);
  });
});

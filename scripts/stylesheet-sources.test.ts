import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compile } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');

/** The files Tailwind reads for class names when it builds app/globals.css, relative to the repository. */
async function scannedFiles(): Promise<string[]> {
  const css = readFileSync(path.join(root, 'app/globals.css'), 'utf8');
  const compiler = await compile(css, { base: path.join(root, 'app'), onDependency: () => {} });
  const auto = compiler.root === 'none' ? [] : [{ base: compiler.root?.base ?? root, pattern: '**/*', negated: false }];
  const scanner = new Scanner({ sources: [...auto, ...compiler.sources] });
  scanner.scan();
  return scanner.files.map((file) => path.relative(root, file));
}

describe('the stylesheet', () => {
  it("takes its classes from the shop's own source only, not from the docs, tests or scripts", async () => {
    const files = await scannedFiles();
    expect(files).toContain('app/layout.tsx');
    expect(files).toContain('components/faq/faq-browser.tsx');
    const outside = files.filter((file) => !/^(app|components|lib|content)\//.test(file));
    expect(outside).toEqual([]);
  });
});

// The files of a static export that the post-build steps rewrite: its pages (.html) and the data a link followed
// in the page fetches (.txt), in every folder but _next/, which holds the framework's own assets.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Every file in `outDir` whose name ends with `extension`, outside _next/. */
export function exportedFiles(outDir, extension) {
  return readdirSync(outDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .filter((file) => relative(outDir, file).split(sep)[0] !== '_next');
}

// ESLint rule (eslint.config.mjs): `./name` imports a file of the importer's own folder; every other import of the
// project's files starts with `@/` (the repository's root). A `../` or a `./folder/name` path is refused, and so is an
// `@/` path into the importer's own folder.
import { dirname, posix, relative } from 'node:path';

const root = dirname(import.meta.dirname);

/** @type {import('eslint').Rule.RuleModule} */
export const importStyle = {
  meta: {
    type: 'suggestion',
    messages: {
      acrossFolders: "Import '{{spec}}' with `@/` from the repository's root: `./` names only a file in this folder.",
      sameFolder: "Import '{{spec}}' as './{{name}}': it is in this file's folder.",
    },
    schema: [],
  },
  create(context) {
    const folder = relative(root, dirname(context.filename)).split('\\').join('/');
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const spec = source.value;
      if (spec.startsWith('.') && !/^\.\/[^/]+$/.test(spec)) {
        context.report({ node: source, messageId: 'acrossFolders', data: { spec } });
      } else if (spec.startsWith('@/') && posix.dirname(spec.slice(2)) === folder) {
        context.report({ node: source, messageId: 'sameFolder', data: { spec, name: posix.basename(spec) } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

// ESLint rule `layers/no-cross-layer`: an import may not reach into a folder its layer must not use.
// Relative imports are resolved against the importing file, so `../api/client` inside shared/src is
// shared's own folder while `../../../api/src/x` is the API; package names are matched as well.
// (A resolver-based plugin would do the same with two more dependencies and a native resolver.)
import path from 'node:path';

/** @typedef {{ from: string, forbid: Array<{ dir: string, pkg?: string }>, message: string }} Zone */

/** @param {string} root workspace root @param {Zone[]} zones */
export function layersPlugin(root) {
  return {
    rules: {
      'no-cross-layer': {
        meta: {
          type: 'problem',
          schema: [{ type: 'array' }],
          messages: { crossLayer: '{{source}}: {{message}}' },
        },
        create(context) {
          /** @type {Zone[]} */
          const zones = context.options[0] ?? [];
          const file = path.relative(root, context.filename);
          const applicable = zones.filter((zone) => file === zone.from || file.startsWith(`${zone.from}/`));
          if (applicable.length === 0) return {};

          const check = (node, source) => {
            if (typeof source !== 'string') return;
            const target = source.startsWith('.') ? path.relative(root, path.resolve(path.dirname(context.filename), source)) : null;
            for (const zone of applicable) {
              const hit = zone.forbid.some((folder) =>
                target !== null
                  ? target === folder.dir || target.startsWith(`${folder.dir}/`)
                  : folder.pkg !== undefined && (source === folder.pkg || source.startsWith(`${folder.pkg}/`)),
              );
              if (hit) context.report({ node, messageId: 'crossLayer', data: { source, message: zone.message } });
            }
          };
          return {
            ImportDeclaration: (node) => check(node.source, node.source.value),
            ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
            ExportAllDeclaration: (node) => check(node.source, node.source.value),
            ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
            CallExpression: (node) =>
              node.callee.type === 'Identifier' &&
              node.callee.name === 'require' &&
              node.arguments[0]?.type === 'Literal' &&
              check(node.arguments[0], node.arguments[0].value),
          };
        },
      },
    },
  };
}

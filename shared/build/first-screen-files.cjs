// The files a host's first screen needs beyond its entry, for index.html to preload.
//
// A host's entry only starts its app behind an async boundary (`import('./bootstrap')`): the chunks of
// that import, and those of the shared modules it consumes (a host provides them: they are its own
// chunks), are only requested once the entry has downloaded and run. On a phone's network that is a
// chain of round trips after the largest file. Preloaded by index.html, they download beside the entry.

/** The chunk group of the entry's async boundary: `import(/* webpackChunkName: "bootstrap" *\/ './bootstrap')`. */
const BOUNDARY = 'bootstrap';

/**
 * @param {import('webpack').Compilation} compilation
 * @returns {string[]} the boundary's JavaScript files and those of the shared modules it consumes, each
 *   once, in the order the app needs them
 */
function firstScreenFiles(compilation, boundary = BOUNDARY) {
  const group = compilation.namedChunkGroups.get(boundary);
  if (!group) return [];
  const { chunkGraph } = compilation;
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module') provided.set(module.options?.shareKey ?? module._name, module);
  }
  const chunks = new Set();
  const visit = (chunk) => {
    if (chunks.has(chunk)) return;
    chunks.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const provider = provided.get(module.options.shareKey);
      for (const block of [...module.blocks, ...(provider?.blocks ?? [])]) {
        for (const next of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) visit(next);
      }
    }
  };
  for (const chunk of group.chunks) visit(chunk);
  return [...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
}

module.exports = { firstScreenFiles, BOUNDARY };

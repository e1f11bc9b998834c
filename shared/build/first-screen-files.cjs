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
 * @returns {string[]} the boundary's JavaScript files and those of the shared modules it consumes, each once
 */
function firstScreenFiles(compilation, boundary = BOUNDARY) {
  return firstScreenChunks(compilation, boundary).flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
}

/** The chunks behind firstScreenFiles. */
function firstScreenChunks(compilation, boundary = BOUNDARY) {
  const group = compilation.namedChunkGroups.get(boundary);
  if (!group) return [];
  const { chunkGraph } = compilation;
  const provided = new Map();
  for (const module of compilation.modules) {
    // A provided module keeps its share key in `_name` (the federation plugin has no public accessor).
    if (module.type === 'provide-module') provided.set(module._name, module);
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
  return [...chunks];
}

/**
 * Whether most of a chunk's code is the areas' contracts: their schemas are built the first time they are read
 * (lazy-schema.ts), so most of their functions do not run on load and compiling them eagerly is wasted.
 */
function mostlyContracts(compilation, chunk) {
  let contracts = 0;
  let total = 0;
  for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
    const size = module.size();
    total += size;
    if (/[\\/]shared[\\/]src[\\/]contracts[\\/]/.test(module.nameForCondition() ?? '')) contracts += size;
  }
  return contracts * 2 > total;
}

/**
 * V8's compile hint for a file whose functions nearly all run on load: they are compiled while the file
 * streams in, off the main thread, instead of one by one on first call, on it. What the first screen runs is
 * the entry (the federation runtime, React, the first screen's antd components) and the boundary's files:
 * with the hint, a laptop's start spends ~80 ms less on the main thread compiling.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

class FirstScreenCompileHintsPlugin {
  /** @param {{ entryFile?: string }} [options] */
  constructor({ entryFile = 'main.js' } = {}) {
    this.entryFile = entryFile;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FirstScreenCompileHintsPlugin', (compilation) => {
      // After minifying (which would drop the comment), before the .br and .gz copies are written.
      compilation.hooks.processAssets.tap({ name: 'FirstScreenCompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        const boundary = firstScreenChunks(compilation);
        if (boundary.length === 0) return;
        const files = boundary.filter((chunk) => !mostlyContracts(compilation, chunk)).flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
        for (const file of [this.entryFile, ...files]) {
          const asset = compilation.getAsset(file);
          if (asset) compilation.updateAsset(file, new sources.ConcatSource(COMPILE_HINT, asset.source));
        }
      });
    });
  }
}

module.exports = { firstScreenFiles, FirstScreenCompileHintsPlugin, BOUNDARY };

// Every file a screen of the clients' app can need, for its service worker to keep before the phone goes
// offline (client-app/src/sw.ts, "keepEveryScreen").
//
// What a screen loads is not only its own chunks: the shared modules it consumes (antd's components, React
// Query, @coach/shared…) come from whichever app provided them first in that page's life, and that depends on
// which screen the client opened first. So each build writes `offline-files.json` beside its manifest:
// - `files`: the chunks of the app's client-facing code (the client app's entry and everything it loads
//   on demand; a remote's `ClientApp*` exposes and everything they load on demand), its shared modules aside;
// - `consumes`: the share keys that code consumes;
// - `provides`: for every shared module this app provides, its chunks and the share keys they consume.
// The worker takes the union over every app of remotes.json: each file of `files`, and for each share key
// reached (transitively) every app's copy of it. Exact by construction: it is webpack's own chunk graph.

const OFFLINE_FILES = 'offline-files.json';

/** Which exposes the clients' app composes: the registry names them `ClientApp…`. */
const isClientAppExpose = (name) => /^ClientApp[A-Z]/.test(name);

/** A chunk's files worth keeping: its scripts and styles, and what they reference (images, fonts). */
const keptFiles = (chunk) => [...chunk.files, ...chunk.auxiliaryFiles].filter((file) => !/\.(map|LICENSE\.txt)$/.test(file));

/**
 * The files of `groups` and of every chunk group they load on demand, and the share keys consumed on the way.
 * `skip`: groups left out (an app's own code leaves its consumed modules' fallbacks to `provides`: they are
 * the app's copy of that shared module).
 * @param {import('webpack').Compilation} compilation
 * @param {Iterable<import('webpack').ChunkGroup>} groups
 */
function closure(compilation, groups, skip = new Set()) {
  const { chunkGraph } = compilation;
  const files = new Set();
  const consumes = new Set();
  const seenGroups = new Set(skip);
  const seenChunks = new Set();
  const visit = (group) => {
    if (seenGroups.has(group)) return;
    seenGroups.add(group);
    for (const chunk of group.chunks) {
      if (seenChunks.has(chunk)) continue;
      seenChunks.add(chunk);
      for (const file of keptFiles(chunk)) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type === 'consume-shared-module') consumes.add(module.options.shareKey);
      }
    }
    for (const child of group.getChildren()) visit(child);
  };
  for (const group of groups) visit(group);
  return { files, consumes };
}

/** The chunk groups a block (a provided module's, a consumed module's fallback) loads. */
const groupsOf = (compilation, blocks) => blocks.map((block) => compilation.chunkGraph.getBlockChunkGroup(block)).filter(Boolean);

/**
 * @param {import('webpack').Compilation} compilation
 * @param {{ entry?: string, exposes?: string[] }} roots the host's entry, or a remote's exposed names
 */
function offlineFiles(compilation, roots) {
  const starts = [];
  if (roots.entry) starts.push(compilation.namedChunkGroups.get(roots.entry) ?? compilation.entrypoints.get(roots.entry));
  for (const name of roots.exposes ?? []) {
    if (isClientAppExpose(name)) starts.push(compilation.namedChunkGroups.get(`__federation_expose_${name}`));
  }
  // For each share key: the chunks of this app's copy (what it provides, and its consumers' fallback).
  const blocksByKey = new Map();
  const fallbacks = new Set();
  const addBlocks = (key, blocks) => blocksByKey.set(key, [...(blocksByKey.get(key) ?? []), ...blocks]);
  for (const module of compilation.modules) {
    // A provided module keeps its share key in `_name` (the federation plugin has no public accessor).
    if (module.type === 'provide-module') addBlocks(module._name, module.blocks);
    if (module.type !== 'consume-shared-module') continue;
    addBlocks(module.options.shareKey, module.blocks);
    for (const group of groupsOf(compilation, module.blocks)) fallbacks.add(group);
  }
  const own = closure(compilation, starts.filter(Boolean), fallbacks);
  const provides = {};
  for (const [key, blocks] of [...blocksByKey].sort(([a], [b]) => a.localeCompare(b))) {
    const { files, consumes } = closure(compilation, groupsOf(compilation, blocks));
    if (files.size > 0) provides[key] = { files: [...files].sort(), consumes: [...consumes].sort() };
  }
  return { files: [...own.files].sort(), consumes: [...own.consumes].sort(), provides };
}

/** Writes offline-files.json: once the files have their final names, before the .br and .gz copies are made. */
class OfflineFilesPlugin {
  /** @param {{ entry?: string, exposes?: string[] }} roots */
  constructor(roots) {
    this.roots = roots;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('OfflineFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'OfflineFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 }, () => {
        compilation.emitAsset(OFFLINE_FILES, new sources.RawSource(JSON.stringify(offlineFiles(compilation, this.roots))));
      });
    });
  }
}

module.exports = { OfflineFilesPlugin, offlineFiles, OFFLINE_FILES };

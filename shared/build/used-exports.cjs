// A shared module is not tree-shaken by default: all of antd alone would cost ~450 KB gzip on first
// load. For the big shared libraries every app therefore provides the same tree-shaken copy, holding
// exactly the exports that the workspace's source imports (ARCHITECTURE.md section 6). Host and
// remotes are built from one commit, so they agree on the list.
const fs = require('node:fs');
const path = require('node:path');

const WORKSPACE = path.resolve(__dirname, '../..');
const registry = require('../registry.cjs');

const WORKSPACE_DIRS = [registry.host.dir, registry.clientApp.dir, ...registry.remotes.map((remote) => remote.dir), 'shared'];

function* sourceFiles(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Names imported as values from `pkg` anywhere in the workspace's web source, sorted. */
function usedExports(pkg, workspace = WORKSPACE) {
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${escape(pkg)}['"]`, 'g');
  const names = new Set();
  for (const dir of WORKSPACE_DIRS) {
    for (const file of sourceFiles(path.join(workspace, dir, 'src'))) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(pattern)) {
        for (const specifier of match[1].split(',')) {
          const text = specifier.trim();
          if (!text || text.startsWith('type ')) continue;
          names.add(text.split(/\s+as\s+/)[0].trim());
        }
      }
    }
  }
  return [...names].sort();
}

/**
 * The antd components the workspace imports one by one (`antd/es/<component>`), sorted; or those that some
 * of its source folders import (`folders`, relative to the workspace: `host/src`, `remote-agenda/src/features/…`).
 */
function antdComponents(workspace = WORKSPACE, folders = WORKSPACE_DIRS.map((dir) => `${dir}/src`)) {
  const pattern = /from\s*['"](antd\/es\/[a-z-]+)['"]/g;
  const requests = new Set();
  for (const folder of folders) {
    for (const file of sourceFiles(path.join(workspace, folder))) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(pattern)) requests.add(match[1]);
    }
  }
  return [...requests].sort();
}

module.exports = { usedExports, antdComponents, sourceDirs: WORKSPACE_DIRS };

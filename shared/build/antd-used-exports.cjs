// antd is shared as one singleton, but a shared module is not tree-shaken by default: all of antd
// would cost ~450 KB gzip on first load. Every app therefore provides the same tree-shaken antd,
// holding exactly the exports the workspace's source imports (ARCHITECTURE.md section 6). Apps are
// built from one commit, so host and remotes agree on the list.
const fs = require('node:fs');
const path = require('node:path');

const WORKSPACE = path.resolve(__dirname, '../..');
const SOURCE_DIRS = ['host', 'remote-auth', 'remote-clients', 'remote-library', 'remote-agenda', 'remote-billing', 'shared'];
const ANTD_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]antd['"]/g;

function* sourceFiles(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/** Names imported as values from 'antd' anywhere in the workspace's source, sorted. */
function antdUsedExports(workspace = WORKSPACE) {
  const names = new Set();
  for (const dir of SOURCE_DIRS) {
    for (const file of sourceFiles(path.join(workspace, dir, 'src'))) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(ANTD_IMPORT)) {
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

module.exports = { antdUsedExports };

// What the repository's Markdown names must exist: the files and folders it names in code spans, the local
// files (and headings) it links to, and the `npm run` / `pnpm run` scripts it tells a reader to run. A doc
// that names a renamed file or a removed script misleads every newcomer who follows it, so `npm test`
// checks them (scripts/tests/docs-references.test.ts).
//
// A code span is a path when it is one word that names a file (a known extension), or a folder or file under
// one of the repository's top-level folders, or a folder (ends with `/`). Placeholders match one segment
// (`<type>`, `{type}`, `*`), `**` and `…` any run of segments. A path is looked up from the repository's
// root, the doc's folder, its package and a folder the same span `cd`s into; failing those, any file or
// folder of the repository that ends with it (docs name `content/forms/resize.ts` inside the back-office's
// own section). Paths Git ignores are what the product writes (`web/dist`, `backups/…`), never missing.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { fromMarkdown } from 'mdast-util-from-markdown';

const EXTENSIONS =
  /\.(?:ts|tsx|mts|cts|js|mjs|cjs|jsx|json|md|astro|css|scss|html|yml|yaml|toml|sh|sql|svg|png|jpe?g|webp|txt|xml|mdx|d\.ts|tar\.gz)$/;
/**
 * What a build or a backup writes, named by the docs without a repository path: Astro's assets, Pagefind's index,
 * a backup archive's manifest.
 */
const OUTPUTS = new Set(['_astro', 'pagefind', 'pagefind-entry.json', 'pagefind-shards.json', 'manifest.json', '.prerender']);
/** pnpm's own commands, which `pnpm --filter <pkg> <word>` runs instead of a script. */
const PNPM_COMMANDS = new Set(['exec', 'install', 'add', 'remove', 'update', 'list', 'why', 'dlx', 'outdated', 'rebuild', 'deploy']);

/** Every file of the working tree Git knows or would add (tracked and untracked, not ignored), and its folders. */
export function readTree(root) {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  const files = [...new Set(listed.split('\0').filter((file) => file && fs.existsSync(path.join(root, file))))];
  const dirs = new Set();
  for (const file of files) for (let dir = path.posix.dirname(file); dir !== '.'; dir = path.posix.dirname(dir)) dirs.add(dir);
  const packages = new Map();
  for (const file of files.filter((f) => path.posix.basename(f) === 'package.json')) {
    const json = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
    packages.set(path.posix.dirname(file), { name: json.name, scripts: Object.keys(json.scripts ?? {}) });
  }
  const topLevel = new Set([...files, ...dirs].filter((entry) => !entry.includes('/')));
  return { root, files, fileSet: new Set(files), dirs, packages, topLevel };
}

/** The tree's folder that holds a package.json, nearest to `dir` (the root's is `.`). */
function packageDir(tree, dir) {
  for (let at = dir; ; at = path.posix.dirname(at)) {
    if (tree.packages.has(at)) return at;
    if (at === '.' || at === '') return '.';
  }
}

/** A pattern's regular expression source: placeholders match segments, everything else itself. */
function patternSource(pattern) {
  return pattern
    .split(/(<[^<>]*>|\{[^{}]*\}|\*\*|\*|…|\.\.\.)/)
    .map((part, index) => {
      if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (part === '**' || part === '…' || part === '...') return '.*';
      return '[^/]*';
    })
    .join('');
}

const hasPlaceholder = (candidate) => /<[^<>]*>|\{[^{}]*\}|\*|…|\.\.\./.test(candidate);

/** Whether `candidate` (relative to the root, `/` at the end for a folder) names something in the tree. */
function existsInTree(tree, candidate) {
  const folder = candidate.endsWith('/');
  const bare = path.posix.normalize(candidate).replace(/\/$/, '');
  if (bare.startsWith('..')) return false;
  if (!hasPlaceholder(bare)) return folder ? tree.dirs.has(bare) : tree.fileSet.has(bare) || tree.dirs.has(bare);
  const pattern = new RegExp(`^${patternSource(bare)}$`);
  return [...(folder ? [] : tree.files), ...tree.dirs].some((entry) => pattern.test(entry));
}

/** Whether some file or folder of the tree ends with `span` at a segment boundary. */
function endsSomewhere(tree, span) {
  const folder = span.endsWith('/');
  const bare = span.replace(/^\.\//, '').replace(/\/$/, '');
  const pattern = new RegExp(`(^|/)${patternSource(bare)}$`);
  return [...(folder ? [] : tree.files), ...tree.dirs].some((entry) => pattern.test(entry));
}

/** The path a code span names, or null when it is not one (a URL path, a package, a command, a word). */
export function pathOf(span, tree) {
  let text = span.trim().replace(/[.,;:]$/, '');
  if (!text || /\s/.test(text) || /^[/@~$-]|:\/\/|=|^\.\.?$/.test(text)) return null;
  text = text.split('#')[0].replace(/:\d+(-\d+)?$/, '');
  if (!text.includes('/')) return EXTENSIONS.test(text) ? text : null;
  if (EXTENSIONS.test(text) || text.endsWith('/')) return text;
  return tree.topLevel.has(text.split('/')[0]) ? text : null;
}

/** The text of a heading, as GitHub makes its anchor from it. */
function headingText(node) {
  if ('value' in node && typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(headingText).join('');
}

/** The anchors GitHub gives a Markdown file's headings. */
export function anchorsOf(markdown) {
  const slugger = new GithubSlugger();
  const anchors = new Set();
  const walk = (node) => {
    if (node.type === 'heading') anchors.add(slugger.slug(headingText(node)));
    for (const child of node.children ?? []) walk(child);
  };
  walk(fromMarkdown(markdown));
  return anchors;
}

/** Each script a command names: `npm run x`, `pnpm --filter <pkg> [run] x`, `pnpm run x` (after `cd <dir> &&`). */
function scriptsNamed(command) {
  const named = [];
  const cd = /\bcd\s+([\w./-]+)\s*&&/.exec(command)?.[1] ?? null;
  for (const match of command.matchAll(/\bnpm\s+run\s+([\w:.-]+)/g)) named.push({ tool: 'npm', script: match[1] });
  for (const match of command.matchAll(/\bpnpm\s+(?:--filter(?:=|\s+)([^\s=]\S*)\s+)?(?:run\s+)?([\w:.-]+)/g)) {
    const [, filter, script] = match;
    const explicitRun = /\bpnpm\s+(?:--filter(?:=|\s+)[^\s=]\S*\s+)?run\s/.test(match[0]);
    if (!explicitRun && (!filter || PNPM_COMMANDS.has(script))) continue;
    named.push({ tool: 'pnpm', script, filter: filter ?? null, cd });
  }
  return named;
}

/**
 * The problems of one Markdown document (its path relative to the root): each a line with what it names.
 * `ignored` is filled with the paths that exist nowhere, for the caller to ask Git whether they are ignored.
 */
export function problemsOf(doc, markdown, tree, seen = { paths: 0, links: 0, scripts: 0 }) {
  const dir = path.posix.dirname(doc);
  const pkg = packageDir(tree, dir);
  const problems = [];
  const packageNamed = (filter) => [...tree.packages].find(([at, { name }]) => name === filter || at === filter)?.[0];

  const checkPath = (span, line, bases) => {
    const named = pathOf(span, tree);
    if (!named) return;
    seen.paths += 1;
    const candidates = [...new Set(bases.map((base) => path.posix.join(base, named)))];
    if (candidates.some((candidate) => existsInTree(tree, candidate)) || endsSomewhere(tree, named)) return;
    problems.push({ doc, line, kind: 'path', what: named, candidates });
  };

  const checkScripts = (command, line, paragraphWords) => {
    for (const { tool, script, filter, cd } of scriptsNamed(command)) {
      seen.scripts += 1;
      if (tool === 'npm') {
        if (!tree.packages.get('.').scripts.includes(script)) problems.push({ doc, line, kind: 'script', what: `npm run ${script}` });
        continue;
      }
      const places = filter ? [packageNamed(filter)] : [cd && path.posix.normalize(path.posix.join(dir, cd)), cd, pkg];
      for (const word of filter ? [] : paragraphWords) places.push(packageNamed(word));
      if (!places.some((at) => at && tree.packages.get(at)?.scripts.includes(script)))
        problems.push({ doc, line, kind: 'script', what: `pnpm ${filter ? `--filter ${filter} ` : ''}run ${script}` });
    }
  };

  const walk = (node, paragraphWords) => {
    const line = node.position?.start.line ?? 0;
    const words =
      node.type === 'paragraph' || node.type === 'tableCell' || node.type === 'listItem'
        ? (node.children ?? []).filter((child) => child.type === 'inlineCode').map((child) => child.value.trim())
        : paragraphWords;
    if (node.type === 'inlineCode') {
      checkScripts(node.value, line, words);
      if (/\s/.test(node.value.trim())) {
        // A command: the files it names, from where it runs.
        const cd = /\bcd\s+([\w./-]+)\s*&&/.exec(node.value)?.[1];
        for (const word of node.value.split(/\s+/))
          if (word.includes('/') && EXTENSIONS.test(word)) checkPath(word, line, ['.', dir, pkg, ...(cd ? [cd] : [])]);
      } else checkPath(node.value, line, ['.', dir, pkg]);
    }
    if (node.type === 'code') checkScripts(node.value, line, words);
    if ((node.type === 'link' || node.type === 'definition') && !/^[a-z][a-z+.-]*:/i.test(node.url)) {
      seen.links += 1;
      const [target, anchor] = node.url.split('#');
      const file = target ? path.posix.normalize(path.posix.join(dir, decodeURI(target))) : doc;
      if (target && !tree.fileSet.has(file.replace(/\/$/, '')) && !tree.dirs.has(file.replace(/\/$/, '')))
        problems.push({ doc, line, kind: 'link', what: node.url });
      else if (
        anchor &&
        file.endsWith('.md') &&
        !anchorsOf(target ? fs.readFileSync(path.join(tree.root, file), 'utf8') : markdown).has(anchor)
      )
        problems.push({ doc, line, kind: 'anchor', what: node.url });
    }
    for (const child of node.children ?? []) walk(child, words);
  };
  walk(fromMarkdown(markdown), []);
  return problems;
}

/** Of these repository paths, those Git ignores (what the product writes: builds, backups, local data). */
function ignoredPaths(root, candidates) {
  const ignored = new Set();
  const ask = [];
  for (const candidate of candidates) {
    const segments = candidate.split('/');
    const onDisk = segments.map((_, end) => path.join(root, ...segments.slice(0, end + 1)));
    // On disk but not listed by Git: ignored. Under a link (`.tools`): Git will not say, and it is ignored.
    if (fs.existsSync(path.join(root, candidate)) || onDisk.some((at) => fs.existsSync(at) && fs.lstatSync(at).isSymbolicLink()))
      ignored.add(candidate);
    else ask.push(candidate, `${candidate}/`);
  }
  if (ask.length === 0) return ignored;
  try {
    const out = execFileSync('git', ['check-ignore', '--no-index', '-z', '--stdin'], {
      cwd: root,
      input: ask.join('\0'),
      encoding: 'utf8',
    });
    for (const hit of out.split('\0').filter(Boolean)) ignored.add(hit.replace(/\/$/, ''));
  } catch (error) {
    if (error.status !== 1) throw error; // 1: none ignored
  }
  return ignored;
}

/** Drops the path problems whose path Git ignores or that a build writes: a doc may name what the product makes. */
export function withoutProducts(root, problems) {
  const ignored = ignoredPaths(
    root,
    problems.flatMap((problem) => (problem.candidates ?? []).map((candidate) => candidate.replace(/\/$/, ''))),
  );
  return problems.filter(
    (problem) =>
      problem.kind !== 'path' ||
      !(
        OUTPUTS.has(path.posix.basename(problem.what)) || problem.candidates.some((candidate) => ignored.has(candidate.replace(/\/$/, '')))
      ),
  );
}

/** Every problem of every Markdown file of the repository. */
export function checkDocs(root) {
  const tree = readTree(root);
  const docs = tree.files.filter((file) => file.endsWith('.md'));
  const seen = { paths: 0, links: 0, scripts: 0 };
  const problems = docs.flatMap((doc) => problemsOf(doc, fs.readFileSync(path.join(root, doc), 'utf8'), tree, seen));
  return { docs, seen, problems: withoutProducts(root, problems) };
}

/** One line per problem, for a failure message. */
export const describeProblem = ({ doc, line, kind, what }) => `${doc}:${line}: ${kind} ${what}`;

// Rainbow's import boundaries (docs/architecture-web.md): web features do not import each other,
// the web kernel (lib, components, config) imports no feature, functions modules know each
// other's types only, and no import cycle anywhere in web/src and functions/src.
import path from 'node:path';
import { pathBack } from './import-graph.js';
import { resolveImport } from './resolve-import.js';

const FEATURE = /(?:^|\/)web\/src\/features\/([^/]+)\//;
const WEB_LAYER = /(?:^|\/)web\/src\/(app|features|lib|components|config)\//;
const MODULE = /(?:^|\/)functions\/src\/modules\/([^/]+)\//;
const SOURCE_ROOT = /^(.*?(?:^|\/)(?:web|functions)\/src\/)/;
const TEST_FILE = /\.test\.tsx?$|(?:^|\/)web\/src\/test\//;

const posix = (file) => file.split(path.sep).join('/');

/** Every static import and re-export of the file, with whether it is a value one. */
function eachImport(context, visit) {
  const check = (node, typeOnly) => {
    if (node.source && typeof node.source.value === 'string') {
      visit(node, node.source.value, typeOnly);
    }
  };
  const specifiersTypeOnly = (node, kind) =>
    node.specifiers.length > 0 && node.specifiers.every((specifier) => specifier[kind] === 'type');
  return {
    ImportDeclaration: (node) =>
      check(
        node,
        node.importKind === 'type' ||
          (node.specifiers.every((s) => s.type === 'ImportSpecifier') &&
            specifiersTypeOnly(node, 'importKind')),
      ),
    ExportNamedDeclaration: (node) =>
      check(node, node.exportKind === 'type' || specifiersTypeOnly(node, 'exportKind')),
    ExportAllDeclaration: (node) => check(node, node.exportKind === 'type'),
    ImportExpression: (node) => {
      if (node.source.type === 'Literal' && typeof node.source.value === 'string') {
        visit(node, node.source.value, false);
      }
    },
  };
}

/** The absolute, posix path of what `specifier` names from the linted file (null: a package). */
function target(context, specifier) {
  const resolved = resolveImport(context.filename, specifier);
  return resolved === null ? null : posix(resolved);
}

const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'A web feature imports no other feature (web/src/features/A → B).' },
    schema: [],
    messages: {
      crossFeature:
        'features/{{from}} may not import features/{{to}}: move what both need to components/ or lib/.',
    },
  },
  create(context) {
    const from = FEATURE.exec(posix(context.filename))?.[1];
    if (!from) return {};
    return eachImport(context, (node, specifier) => {
      const file = target(context, specifier);
      const to = file && FEATURE.exec(file)?.[1];
      if (to && to !== from) {
        context.report({ node, messageId: 'crossFeature', data: { from, to } });
      }
    });
  },
};

// Who may import whom in web/src: app composes features; features use the kernel; the kernel
// (lib, components, config) knows no feature and no app file. Tests may reach anything.
const MAY_NOT_IMPORT = {
  lib: ['app', 'features'],
  components: ['app', 'features'],
  config: ['app', 'features', 'lib', 'components'],
  features: ['app'],
  app: [],
};

const webLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'web/src/lib, components and config import no feature and no app file.' },
    schema: [],
    messages: {
      layer: '{{from}}/ may not import {{to}}/: the kernel stays below the features and the app.',
    },
  },
  create(context) {
    const file = posix(context.filename);
    const from = WEB_LAYER.exec(file)?.[1];
    if (!from || TEST_FILE.test(file)) return {};
    return eachImport(context, (node, specifier) => {
      const imported = target(context, specifier);
      const to = imported && WEB_LAYER.exec(imported)?.[1];
      if (to && MAY_NOT_IMPORT[from].includes(to)) {
        context.report({ node, messageId: 'layer', data: { from, to } });
      }
    });
  },
};

const moduleTypeImports = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'functions/src/modules/A imports functions/src/modules/B with `import type` only.',
    },
    schema: [],
    messages: {
      valueImport:
        'modules/{{from}} may import modules/{{to}} only with `import type`: move shared code to db/, core/ or shared/.',
    },
  },
  create(context) {
    const from = MODULE.exec(posix(context.filename))?.[1];
    if (!from) return {};
    return eachImport(context, (node, specifier, typeOnly) => {
      if (typeOnly) return;
      const file = target(context, specifier);
      const to = file && MODULE.exec(file)?.[1];
      if (to && to !== from) context.report({ node, messageId: 'valueImport', data: { from, to } });
    });
  },
};

const noImportCycles = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'No cycle of value imports within web/src or functions/src (type-only and dynamic imports do not count).',
    },
    schema: [],
    messages: { cycle: 'Import cycle: {{chain}}.' },
  },
  create(context) {
    const file = posix(context.filename);
    const root = SOURCE_ROOT.exec(file)?.[1];
    if (!root) return {};
    const inScope = (candidate) => candidate.startsWith(root);
    const seen = new Set();
    const short = (candidate) => candidate.slice(root.length);
    const visit = (node, specifier, typeOnly) => {
      if (typeOnly || node.type === 'ImportExpression') return;
      const imported = target(context, specifier);
      if (!imported || !inScope(imported)) return;
      const chain = pathBack(imported, file, inScope, seen);
      if (chain) {
        context.report({
          node,
          messageId: 'cycle',
          data: { chain: [file, ...chain].map(short).join(' → ') },
        });
      }
    };
    return eachImport(context, visit);
  },
};

export const boundaries = {
  meta: { name: 'rainbow-boundaries' },
  rules: {
    'no-cross-feature-imports': noCrossFeatureImports,
    'web-layers': webLayers,
    'module-type-imports': moduleTypeImports,
    'no-import-cycles': noImportCycles,
  },
};

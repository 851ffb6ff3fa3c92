// The value imports between files (type-only imports are erased by TypeScript and cannot make a
// runtime cycle; dynamic `import()` loads lazily and cannot either), read from disk with
// TypeScript's parser and kept for the lint run.
import fs from 'node:fs';
import ts from 'typescript';
import { resolveImport } from './resolve-import.js';

const cache = new Map();

function isTypeOnly(clause) {
  if (!clause) return false; // `import './x'` runs the file.
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return (
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

function isTypeOnlyExport(declaration) {
  if (declaration.isTypeOnly) return true;
  const clause = declaration.exportClause;
  return (
    clause !== undefined &&
    ts.isNamedExports(clause) &&
    clause.elements.length > 0 &&
    clause.elements.every((element) => element.isTypeOnly)
  );
}

/** The specifiers `file` imports at run time. */
function valueSpecifiers(file) {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const specifiers = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !isTypeOnly(statement.importClause)) {
      specifiers.push(statement.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      !isTypeOnlyExport(statement)
    ) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

/** The files `file` imports at run time (packages left out), cached by modification time. */
export function valueImportsOf(file) {
  let mtime;
  try {
    mtime = fs.statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = cache.get(file);
  if (cached && cached.mtime === mtime) return cached.imports;
  const imports = valueSpecifiers(file)
    .map((specifier) => resolveImport(file, specifier))
    .filter((target) => target !== null && /\.(ts|tsx)$/.test(target));
  cache.set(file, { mtime, imports });
  return imports;
}

/**
 * The chain of value imports from `start` back to `target` (both included), or null. `seen`
 * holds files already known not to lead to `target`, shared by the searches of one file.
 */
export function pathBack(start, target, inScope, seen) {
  const parents = new Map([[start, null]]);
  const stack = [start];
  while (stack.length > 0) {
    const file = stack.pop();
    if (file === target) {
      const chain = [];
      for (let step = file; step !== null; step = parents.get(step)) chain.unshift(step);
      return chain;
    }
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of valueImportsOf(file)) {
      if (!inScope(next) || parents.has(next)) continue;
      parents.set(next, file);
      stack.push(next);
    }
  }
  return null;
}

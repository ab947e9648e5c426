// Node module hooks that let a child process run the TypeScript sources directly (tests that need
// a second real process): `.js` specifiers resolve to the `.ts` file beside them, and `.ts` files
// are transpiled with the project's TypeScript (types are not checked here; `npm run typecheck` does).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import ts from 'typescript';

export async function resolve(specifier, context, next) {
  if (specifier.endsWith('.js') && context.parentURL?.startsWith('file:') && !specifier.startsWith('node:')) {
    const candidate = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
    if (existsSync(fileURLToPath(candidate))) return next(candidate.href, context);
    // Whole app processes started by tests (app-process.ts) also load the React screens (.tsx).
    const tsx = new URL(specifier.replace(/\.js$/, '.tsx'), context.parentURL);
    if (existsSync(fileURLToPath(tsx))) return next(tsx.href, context);
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!url.endsWith('.ts') && !url.endsWith('.tsx')) return next(url, context);
  const source = readFileSync(fileURLToPath(url), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false, jsx: ts.JsxEmit.ReactJSX },
    fileName: fileURLToPath(url),
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}

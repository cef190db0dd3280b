// ESLint rule: a file under <app>/src/features/<name>/ may not import from another feature
// (ARCHITECTURE.md: shared code moves down into lib/ or packages/contract). Written here instead
// of taken from a plugin to keep the lint toolchain free of native resolver bindings.
import path from 'node:path';

const FEATURE_DIR = /(^|[\\/])src[\\/]features[\\/]([^\\/]+)[\\/]/;

function featureOf(file) {
  const match = FEATURE_DIR.exec(file);
  return match ? { root: file.slice(0, match.index + match[0].length - match[2].length - 1), name: match[2] } : null;
}

export const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'features do not import from other features' },
    messages: { cross: "Feature '{{from}}' imports from feature '{{to}}': move the shared code into lib/ or packages/contract." },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = featureOf(file);
    if (!own) return {};
    function check(node) {
      const source = node.source && node.source.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = featureOf(path.resolve(path.dirname(file), source) + path.sep);
      if (target && target.name !== own.name) {
        context.report({ node, messageId: 'cross', data: { from: own.name, to: target.name } });
      }
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'no-cross-feature-imports': noCrossFeatureImports } };

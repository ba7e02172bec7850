/**
 * React effects return nothing or their cleanup function (docs/decisions, 'The editor's day').
 *
 * React calls whatever an effect returns when the effect is undone (the component unmounts, or its
 * dependencies change), unless it is `undefined`. An arrow with an expression body returns that
 * expression: `useEffect(() => el.scrollIntoView(), [])` looked harmless while scrollIntoView
 * returned nothing, and crashed the dashboard ('l is not a function') the day a browser made it
 * return a Promise. The declared type is no help (`void` is what lib.dom says), so the rule goes by
 * what the code returns:
 * - a function written in place (`() => () => off()`, `return () => off()`) passes;
 * - `undefined`, and a bare `return;`, pass;
 * - anything else passes only when the type checker knows it is a function (or a function or
 *   undefined): `return unsubscribe`, `() => watch(setX)` where `watch` returns its cleanup;
 *   without type information (a file outside the TypeScript project) it is reported.
 * `void` is never a function: a call declared to return nothing is reported, whatever it returns
 * at run time. Write the effect with a block body instead: `useEffect(() => { el.scrollIntoView(); }, [])`.
 * An async effect returns a Promise: reported too (start the async work inside the effect).
 */

import ts from 'typescript';

const EFFECT_HOOKS = new Set(['useEffect', 'useLayoutEffect', 'useInsertionEffect']);

const calleeName = (callee) => {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier') return callee.property.name;
  return null;
};

const isFunctionNode = (node) => node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression';
const isUndefined = (node) => node.type === 'Identifier' && node.name === 'undefined';

/** The TypeScript type checker and node map when the file is part of the typed project, else null. */
function typeServices(context) {
  const services = context.sourceCode.parserServices;
  if (!services?.program || !services.esTreeNodeToTSNodeMap) return null;
  return { checker: services.program.getTypeChecker(), map: services.esTreeNodeToTSNodeMap };
}

/** True when every part of the value's type is callable, or undefined. */
function typedAsCleanup(types, node) {
  if (!types) return false;
  const type = types.checker.getTypeAtLocation(types.map.get(node));
  const parts = type.isUnion() ? type.types : [type];
  return parts.every((t) => t.getCallSignatures().length > 0 || (t.flags & ts.TypeFlags.Undefined) !== 0);
}

/** The return statements of a function body, not those of the functions nested in it. */
function ownReturns(body) {
  const found = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'ReturnStatement') found.push(node);
    if (isFunctionNode(node) || node.type === 'FunctionDeclaration' || node.type === 'ClassBody') return;
    for (const key of Object.keys(node)) {
      if (key === 'parent') continue;
      const value = node[key];
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value.type === 'string') visit(value);
    }
  };
  for (const statement of body.body) visit(statement);
  return found;
}

const cleanupOnly = {
  meta: {
    type: 'problem',
    docs: { description: 'A React effect returns nothing or its cleanup function, never the value of an expression.' },
    schema: [],
    messages: {
      expressionBody:
        'This effect returns the value of its expression, which React calls as a cleanup when the effect is undone: write it with a block body `() => { … }`, returning only a cleanup function.',
      asyncEffect: 'An async effect returns a Promise, which React would call as a cleanup: run the async work inside a plain effect (`void load()`).',
      returnValue: 'An effect returns nothing or its cleanup function: this value is not known to be a function (React would call it when the effect is undone).',
    },
  },
  create(context) {
    const types = typeServices(context);
    const acceptable = (node) => isFunctionNode(node) || isUndefined(node) || typedAsCleanup(types, node);
    return {
      CallExpression(node) {
        if (!EFFECT_HOOKS.has(calleeName(node.callee) ?? '')) return;
        const effect = node.arguments[0];
        if (!effect || !isFunctionNode(effect)) return;
        if (effect.async) {
          context.report({ node: effect, messageId: 'asyncEffect' });
          return;
        }
        if (effect.body.type !== 'BlockStatement') {
          if (!acceptable(effect.body)) context.report({ node: effect.body, messageId: 'expressionBody' });
          return;
        }
        for (const ret of ownReturns(effect.body)) {
          if (ret.argument && !acceptable(ret.argument)) context.report({ node: ret.argument, messageId: 'returnValue' });
        }
      },
    };
  },
};

export default { meta: { name: 'scorta-effects' }, rules: { 'cleanup-only': cleanupOnly } };

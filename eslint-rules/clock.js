/**
 * One clock (docs/decisions, 'One clock'): the time is read through server/lib/clock.ts, and tests
 * set it instead of waiting for it.
 *
 * - `clock/no-wall-clock`: `Date.now` (called or passed along), `new Date()` without arguments
 *   and `Date()` read the machine's clock. The server takes a Clock (services, jobs); tests set the
 *   time (a TestClock, vi.setSystemTime, Playwright's page.clock) or write fixed instants.
 *   Option `monotonic: false` also refuses `performance.now()` (tests: a duration measured on a
 *   loaded machine is not a fact a test can hold); the server keeps it for durations and timeouts.
 * - `clock/no-sleep` (tests): Playwright's `waitForTimeout`, a Promise resolved by a `setTimeout`
 *   of more than 0 ms, and a `sleep(…)` helper. Wait for what the screen shows (findBy, waitFor,
 *   expect.poll, Playwright's auto-waiting assertions) or move fake time (vi.advanceTimersByTime,
 *   page.clock.runFor). A 0 ms timeout is a yield to the queued tasks, not a wait, and passes.
 */

const isDate = (node) => node?.type === 'Identifier' && node.name === 'Date';
const memberName = (node) => (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier' ? node.property.name : null);

const noWallClock = {
  meta: {
    type: 'problem',
    docs: { description: 'The time is read through the clock (server/lib/clock.ts), never from the machine' },
    schema: [{ type: 'object', properties: { monotonic: { type: 'boolean' } }, additionalProperties: false }],
    messages: {
      dateNow: '`Date.now` reads the machine clock: take a Clock (server/lib/clock.ts) or set the time in the test.',
      newDate: '`new Date()` reads the machine clock: take a Clock (server/lib/clock.ts) or write a fixed instant.',
      dateCall: '`Date()` reads the machine clock: take a Clock (server/lib/clock.ts) or write a fixed instant.',
      performance: '`performance.now()` measures real time: tests set the time (fake timers, a TestClock) instead.',
    },
  },
  create(context) {
    const monotonic = context.options[0]?.monotonic ?? true;
    return {
      MemberExpression(node) {
        if (isDate(node.object) && memberName(node) === 'now') context.report({ node, messageId: 'dateNow' });
        if (!monotonic && node.object.type === 'Identifier' && node.object.name === 'performance' && memberName(node) === 'now') context.report({ node, messageId: 'performance' });
      },
      NewExpression(node) {
        if (isDate(node.callee) && node.arguments.length === 0) context.report({ node, messageId: 'newDate' });
      },
      CallExpression(node) {
        if (isDate(node.callee)) context.report({ node, messageId: 'dateCall' });
      },
    };
  },
};

const isZero = (node) => node?.type === 'Literal' && node.value === 0;
const isFunction = (node) => node?.type === 'ArrowFunctionExpression' || node?.type === 'FunctionExpression';

const noSleep = {
  meta: {
    type: 'problem',
    docs: { description: 'Tests never sleep: they wait for what happens, or move fake time' },
    schema: [],
    messages: {
      waitForTimeout: '`waitForTimeout` sleeps: wait for what the page shows, or move the page clock (page.clock.runFor).',
      timeoutPromise: 'A Promise resolved by a timer sleeps: wait for what happens (waitFor, findBy, expect.poll) or advance fake timers.',
      sleep: 'A `sleep` waits for real time: wait for what happens, or advance fake timers.',
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        const name = node.callee.type === 'Identifier' ? node.callee.name : memberName(node.callee);
        if (name === 'waitForTimeout') return context.report({ node, messageId: 'waitForTimeout' });
        if (name === 'sleep') return context.report({ node, messageId: 'sleep' });
        if (name !== 'setTimeout' || isZero(node.arguments[1])) return;
        // Inside a Promise's executor: `new Promise((r) => setTimeout(r, ms))` and its spellings.
        for (let p = node.parent; p; p = p.parent) {
          if (p.type === 'NewExpression' && p.callee.type === 'Identifier' && p.callee.name === 'Promise' && isFunction(p.arguments[0])) {
            return context.report({ node, messageId: 'timeoutPromise' });
          }
          if (isFunction(p) && p.parent?.type !== 'NewExpression') return;
        }
      },
    };
  },
};

export default { rules: { 'no-wall-clock': noWallClock, 'no-sleep': noSleep } };

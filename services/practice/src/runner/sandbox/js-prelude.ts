/**
 * JavaScript run in each fresh QuickJS context before the learner's program. It receives three host functions
 * (write, readLine, refuse) and keeps them in its closure: the program sees only console, prompt/readLine, timers
 * on a virtual clock, and refusing stand-ins for what a program must not reach. It returns `nextTimer`, which the
 * host calls after the program until no timer is left.
 */
export const JS_PRELUDE = String.raw`(function (write, readLine, flag) {
  'use strict';
  const g = globalThis;
  class NotAllowedError extends Error {
    constructor(what) { super(what + ' is not allowed in the sandbox'); this.name = 'NotAllowedError'; }
  }
  const refuse = (what) => { flag(what); throw new NotAllowedError(what); };
  const name = (key) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : "'" + key + "'");
  const inspect = (value, depth, seen) => {
    if (value === null) return 'null';
    switch (typeof value) {
      case 'string': return depth === 0 ? value : "'" + value.replace(/'/g, "\\'") + "'";
      case 'undefined': return 'undefined';
      case 'function': return '[Function: ' + (value.name || '(anonymous)') + ']';
      case 'bigint': return value + 'n';
      case 'symbol': return value.toString();
      case 'number': return Object.is(value, -0) ? '-0' : String(value);
      case 'object': break;
      default: return String(value);
    }
    if (seen.includes(value)) return '[Circular]';
    if (value instanceof Error) return value.stack ? value.name + ': ' + value.message + '\n' + value.stack.replace(/\n$/, '') : String(value);
    if (value instanceof Date) return value.toISOString();
    if (value instanceof RegExp) return String(value);
    if (depth > 2) return Array.isArray(value) ? '[Array]' : '[Object]';
    const inner = (item) => inspect(item, depth + 1, seen.concat([value]));
    const list = (open, items, close) => (items.length ? open + ' ' + items.join(', ') + ' ' + close : open + close);
    if (Array.isArray(value)) return list('[', value.map(inner), ']');
    if (value instanceof Map) return 'Map(' + value.size + ') ' + list('{', [...value].map(([k, v]) => inner(k) + ' => ' + inner(v)), '}');
    if (value instanceof Set) return 'Set(' + value.size + ') ' + list('{', [...value].map(inner), '}');
    if (value instanceof Promise) return 'Promise { <pending> }';
    const proto = Object.getPrototypeOf(value);
    const ctor = proto && proto.constructor && proto.constructor.name;
    const prefix = proto === null ? '[Object: null prototype] ' : ctor && ctor !== 'Object' ? ctor + ' ' : '';
    return prefix + list('{', Object.keys(value).map((k) => name(k) + ': ' + inner(value[k])), '}');
  };
  const format = (args) => args.map((a) => inspect(a, 0, [])).join(' ') + '\n';
  const out = (...args) => write(1, format(args));
  const err = (...args) => write(2, format(args));
  g.console = { log: out, info: out, debug: out, trace: err, warn: err, error: err, table: out };
  g.readLine = () => readLine();
  g.prompt = () => readLine();

  const timers = new Map();
  let clock = 0;
  let lastId = 0;
  const addTimer = (repeat) => (fn, ms, ...args) => {
    if (typeof fn !== 'function') throw new TypeError('The callback must be a function');
    const delay = Math.max(0, Number(ms) || 0);
    const id = ++lastId;
    timers.set(id, { fn, args, at: clock + delay, delay: repeat ? Math.max(1, delay) : null, order: id });
    return id;
  };
  const clear = (id) => { timers.delete(id); };
  g.setTimeout = addTimer(false);
  g.setInterval = addTimer(true);
  g.setImmediate = (fn, ...args) => g.setTimeout(fn, 0, ...args);
  g.clearTimeout = clear;
  g.clearInterval = clear;
  g.clearImmediate = clear;
  g.queueMicrotask = (fn) => { Promise.resolve().then(fn); };
  const nextTimer = () => {
    let next;
    for (const [id, t] of timers) if (!next || t.at < next[1].at || (t.at === next[1].at && t.order < next[1].order)) next = [id, t];
    if (!next) return false;
    const [id, t] = next;
    clock = t.at;
    if (t.delay === null) timers.delete(id);
    else { t.at = clock + t.delay; t.order = ++lastId; }
    t.fn(...t.args);
    return true;
  };

  for (const what of ['require', 'fetch', 'XMLHttpRequest', 'WebSocket', 'importScripts', 'Worker', 'EventSource']) {
    Object.defineProperty(g, what, { value: function () { refuse(what); }, writable: false, configurable: false });
  }
  g.module = { exports: {} };
  g.exports = g.module.exports;
  for (const what of ['process', 'Deno', 'Bun']) {
    Object.defineProperty(g, what, { get() { refuse(what); }, configurable: false });
  }
  return nextTimer;
})`;

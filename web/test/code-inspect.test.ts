/** What the browser's JavaScript runner prints for console.log's values: as Node prints them. */
import { inspect } from '../src/shared/code/workers/inspect';

describe('inspect (console.log in the JavaScript runner)', () => {
  it('prints strings as they are at the top level and quoted inside, numbers, arrays and objects as Node does', () => {
    expect(inspect('Hello')).toBe('Hello');
    expect(inspect(42)).toBe('42');
    expect(inspect(10n)).toBe('10n');
    expect(inspect([1, 'a', [true, null]])).toBe("[ 1, 'a', [ true, null ] ]");
    expect(inspect({ name: 'Ada', 'two words': 1, list: [] })).toBe(
      "{ name: 'Ada', 'two words': 1, list: [] }",
    );
    expect(inspect({})).toBe('{}');
    expect(inspect(undefined)).toBe('undefined');
    expect(inspect(function area() {})).toBe('[Function: area]');
    expect(inspect(new Map([['a', 1]]))).toBe("Map(1) { 'a' => 1 }");
    expect(inspect(new Set([1, 2]))).toBe('Set(2) { 1, 2 }');
  });

  it('stops at three levels and at a value that contains itself', () => {
    expect(inspect({ a: { b: { c: { d: 1 } } } })).toBe('{ a: { b: { c: [Object] } } }');
    const loop: Record<string, unknown> = { name: 'loop' };
    loop.self = loop;
    expect(inspect(loop)).toBe("{ name: 'loop', self: [Circular] }");
  });
});

/**
 * What console.log prints for a value, as Node prints it (what tutorials show): strings as they are at the top
 * level and quoted inside, `[ 1, 2 ]`, `{ a: 1 }`, nested values two levels deep.
 */
export function inspect(value: unknown, depth = 0, seen: object[] = []): string {
  if (typeof value === 'string') return depth === 0 ? value : `'${value}'`;
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'function') return `[Function: ${value.name || '(anonymous)'}]`;
  if (typeof value !== 'object' || value === null) return String(value);
  if (value instanceof Error) return value.stack ?? `${value.name}: ${value.message}`;
  if (seen.includes(value)) return '[Circular]';
  const inner = (v: unknown) => inspect(v, depth + 1, [...seen, value]);
  if (Array.isArray(value)) {
    if (depth > 2) return '[Array]';
    return value.length ? `[ ${value.map(inner).join(', ')} ]` : '[]';
  }
  if (value instanceof Map)
    return `Map(${value.size}) {${[...value].map(([k, v]) => ` ${inner(k)} => ${inner(v)}`).join(',')}${value.size ? ' ' : ''}}`;
  if (value instanceof Set)
    return `Set(${value.size}) {${[...value].map((v) => ` ${inner(v)}`).join(',')}${value.size ? ' ' : ''}}`;
  if (depth > 2) return '[Object]';
  const entries = Object.entries(value).map(
    ([k, v]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : `'${k}'`}: ${inner(v)}`,
  );
  const name = value.constructor && value.constructor !== Object ? `${value.constructor.name} ` : '';
  return entries.length ? `${name}{ ${entries.join(', ')} }` : `${name}{}`;
}

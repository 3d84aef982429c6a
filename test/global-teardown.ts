export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __stopInfra?: () => Promise<void> }).__stopInfra?.();
}

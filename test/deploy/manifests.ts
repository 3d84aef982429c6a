/**
 * The k8s/ overlays as a cluster gets them: rendered by `kubectl kustomize` (the real kustomize), and validated
 * strictly against the Kubernetes OpenAPI schemas (kubernetes-models) and KEDA's CRD schema
 * (@kubernetes-models/keda), unknown fields refused as `kubectl apply --validate=strict` would.
 */
import { spawnSync } from 'node:child_process';
import { kedaSh } from '@kubernetes-models/keda';
import * as models from 'kubernetes-models';
import { parseAllDocuments } from 'yaml';

export type K8sObject = {
  apiVersion: string;
  kind: string;
  metadata: Record<string, any>;
  [key: string]: any;
};

/** The oldest kustomize that renders k8s/ (labels with includeTemplates, patches with targets). */
const KUSTOMIZE_MAJOR = 5;

/**
 * Why the overlays cannot be rendered here, or undefined when they can: kubectl missing, or its kustomize too
 * old (Debian's kubernetes-client carries kustomize 2, which knows neither `labels` nor `patches`).
 */
export function kustomizeUnavailable(): string | undefined {
  const version = spawnSync('kubectl', ['version', '--client', '-o', 'json'], { encoding: 'utf8' });
  if (version.error || version.status !== 0)
    return `kubectl is not installed (${version.error?.message ?? version.stderr.trim()}); scripts/setup.mjs installs it as root`;
  const kustomize = (JSON.parse(version.stdout) as { kustomizeVersion?: string }).kustomizeVersion ?? '';
  const major = Number(/^v?(\d+)/.exec(kustomize)?.[1] ?? 0);
  if (major < KUSTOMIZE_MAJOR)
    return `kubectl's kustomize ${kustomize || '(none)'} is older than ${KUSTOMIZE_MAJOR}: install kubectl 1.27 or later`;
  return undefined;
}

/** `kubectl kustomize <dir>`: every object the directory renders, in kustomize's order. */
export function render(dir: string): K8sObject[] {
  const result = spawnSync('kubectl', ['kustomize', dir], { encoding: 'utf8', maxBuffer: 64 * 2 ** 20 });
  if (result.status !== 0) throw new Error(`kubectl kustomize ${dir} failed: ${result.stderr.trim()}`);
  return parseAllDocuments(result.stdout).map((doc) => doc.toJS() as K8sObject);
}

type Model = { prototype: { validate(this: object): void } };

/** The model class for an object's apiVersion and kind: `apps/v1` -> models.apps.v1, `v1` -> models.v1. */
function modelFor(o: K8sObject): Model {
  const [group, version] = o.apiVersion.includes('/') ? o.apiVersion.split('/') : ['', o.apiVersion];
  const groups: Record<string, any> = { ...models, kedaSh };
  const key = group ? group.replace(/\.(\w)/g, (_, c: string) => c.toUpperCase()) : '';
  const model = (key ? groups[key]?.[version!] : groups[version!])?.[o.kind];
  if (!model) throw new Error(`no schema for ${o.apiVersion} ${o.kind}`);
  return model as Model;
}

/**
 * A view of `value` that notes which of its fields (at any depth) the schema's validator reads. kubernetes-models'
 * validators are compiled from the OpenAPI schemas: they read exactly the properties a schema declares, and
 * enumerate the keys of maps (labels, data, resources); a field never read is one the schema does not know.
 */
function tracked(value: unknown, unread: Set<string>, at: string): unknown {
  if (value === null || typeof value !== 'object') return value;
  const keys = Object.keys(value);
  for (const key of keys) unread.add(`${at}/${key}`);
  return new Proxy(value, {
    get(target, key, receiver) {
      if (typeof key !== 'string' || !Object.hasOwn(target, key))
        return Reflect.get(target, key, receiver) as unknown;
      unread.delete(`${at}/${key}`);
      return tracked((target as Record<string, unknown>)[key], unread, `${at}/${key}`);
    },
    ownKeys(target) {
      // Enumerated: a map, whose keys are free (its values are still checked, and tracked, when read).
      for (const key of keys) unread.delete(`${at}/${key}`);
      return Reflect.ownKeys(target);
    },
  });
}

/** Validates one object against its schema, refusing wrong types, missing required fields and unknown fields. */
export function validate(o: K8sObject): void {
  const Model = modelFor(o);
  const unread = new Set<string>();
  try {
    Model.prototype.validate.call(tracked(structuredClone(o), unread, '') as object);
  } catch (err) {
    throw new Error(`${o.kind}/${o.metadata.name}: ${(err as Error).message}`, { cause: err });
  }
  // A parent that is unknown hides its children: name the outermost.
  const unknown = [...unread].filter((p) => ![...unread].some((q) => p.startsWith(`${q}/`)));
  if (unknown.length)
    throw new Error(`${o.kind}/${o.metadata.name}: unknown field(s) ${unknown.sort().join(', ')}`);
}

/** The repository name of an image reference (no tag or digest). */
export const imageName = (image: string) => image.replace(/@.*$/, '').replace(/:[^/:]+$/, '');

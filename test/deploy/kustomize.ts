/**
 * A small renderer for the kustomize features k8s/ uses, so that the tests can check every overlay without
 * kubectl (none here, and no kustomize in npm). It follows kustomize's documented semantics for exactly these
 * fields and throws on any other, so a manifest can never use a feature that is rendered wrongly here:
 *
 * - resources: files (multi-document YAML) and directories (their kustomization, rendered first)
 * - configMapGenerator: literals; behavior create (default), merge or replace
 * - patches: inline JSON 6902 patches with a target (kind, name, group, version); a target that matches
 *   nothing is an error
 * - namespace, labels (pairs on metadata only), images (newName, newTag)
 *
 * One difference, on purpose: kustomize appends a content hash to generated ConfigMap names (and rewrites the
 * references to them) so that a config change rolls the pods; this renderer keeps the plain names.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

export type K8sObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; [key: string]: unknown };
  [key: string]: any;
};

interface Kustomization {
  apiVersion?: string;
  kind?: string;
  resources?: string[];
  namespace?: string;
  labels?: { pairs: Record<string, string>; includeSelectors?: boolean; includeTemplates?: boolean }[];
  images?: { name: string; newName?: string; newTag?: string }[];
  configMapGenerator?: { name: string; behavior?: 'create' | 'merge' | 'replace'; literals?: string[] }[];
  patches?: { target: PatchTarget; patch: string }[];
}

interface PatchTarget {
  kind?: string;
  name?: string;
  group?: string;
  version?: string;
}

type PatchOperation = { op: 'add' | 'replace' | 'remove'; path: string; value?: unknown };

const SUPPORTED = new Set([
  'apiVersion',
  'kind',
  'resources',
  'namespace',
  'labels',
  'images',
  'configMapGenerator',
  'patches',
]);

/** Kinds without a namespace (the ones k8s/ could contain). */
const CLUSTER_SCOPED = new Set([
  'Namespace',
  'ClusterRole',
  'ClusterRoleBinding',
  'CustomResourceDefinition',
]);

export function renderKustomization(dir: string): K8sObject[] {
  const file = path.join(dir, 'kustomization.yaml');
  if (!existsSync(file)) throw new Error(`${dir}: no kustomization.yaml`);
  const k = YAML.parse(readFileSync(file, 'utf8')) as Kustomization;
  const unsupported = Object.keys(k).filter((key) => !SUPPORTED.has(key));
  if (unsupported.length) throw new Error(`${file}: unsupported by this renderer: ${unsupported.join(', ')}`);

  let objects: K8sObject[] = [];
  for (const resource of k.resources ?? []) {
    const target = path.join(dir, resource);
    if (statSync(target).isDirectory()) objects.push(...renderKustomization(target));
    else objects.push(...readManifests(target));
  }
  for (const generator of k.configMapGenerator ?? []) objects = generateConfigMap(objects, generator, file);
  for (const { target, patch } of k.patches ?? []) applyPatch(objects, target, patch, file);
  for (const o of objects) {
    if (k.namespace && !CLUSTER_SCOPED.has(o.kind)) o.metadata.namespace = k.namespace;
    for (const label of k.labels ?? []) {
      if (label.includeSelectors || label.includeTemplates)
        throw new Error(`${file}: labels with includeSelectors/includeTemplates are unsupported`);
      o.metadata.labels = { ...o.metadata.labels, ...label.pairs };
    }
    for (const image of k.images ?? []) setImage(o, image);
  }
  return objects;
}

export function readManifests(file: string): K8sObject[] {
  return YAML.parseAllDocuments(readFileSync(file, 'utf8'))
    .map((doc) => {
      if (doc.errors.length) throw new Error(`${file}: ${doc.errors[0]!.message}`);
      return doc.toJS() as K8sObject | null;
    })
    .filter((o): o is K8sObject => o !== null);
}

function generateConfigMap(
  objects: K8sObject[],
  generator: NonNullable<Kustomization['configMapGenerator']>[number],
  file: string,
): K8sObject[] {
  const data: Record<string, string> = {};
  for (const literal of generator.literals ?? []) {
    const at = literal.indexOf('=');
    if (at < 1) throw new Error(`${file}: literal ${literal} is not KEY=VALUE`);
    data[literal.slice(0, at)] = literal.slice(at + 1);
  }
  const behavior = generator.behavior ?? 'create';
  const existing = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name === generator.name);
  if (behavior === 'create') {
    if (existing) throw new Error(`${file}: ConfigMap ${generator.name} already exists`);
    return [...objects, { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: generator.name }, data }];
  }
  if (!existing) throw new Error(`${file}: ConfigMap ${generator.name} to ${behavior} does not exist`);
  existing.data = behavior === 'merge' ? { ...existing.data, ...data } : data;
  return objects;
}

function matches(o: K8sObject, target: PatchTarget): boolean {
  const [group, version] = o.apiVersion.includes('/') ? o.apiVersion.split('/') : ['', o.apiVersion];
  return (
    (target.kind === undefined || target.kind === o.kind) &&
    (target.name === undefined || target.name === o.metadata.name) &&
    (target.group === undefined || target.group === group) &&
    (target.version === undefined || target.version === version)
  );
}

function applyPatch(objects: K8sObject[], target: PatchTarget, patch: string, file: string): void {
  const unknown = Object.keys(target).filter((key) => !['kind', 'name', 'group', 'version'].includes(key));
  if (unknown.length) throw new Error(`${file}: unsupported patch target fields: ${unknown.join(', ')}`);
  const operations = YAML.parse(patch) as unknown;
  if (!Array.isArray(operations))
    throw new Error(`${file}: only JSON 6902 patches (a list of operations) are supported`);
  const selected = objects.filter((o) => matches(o, target));
  if (!selected.length) throw new Error(`${file}: patch target ${JSON.stringify(target)} matches nothing`);
  for (const o of selected) for (const op of operations as PatchOperation[]) applyOperation(o, op, file);
}

/** One JSON Patch (RFC 6902) operation: add, replace or remove. */
export function applyOperation(
  doc: object,
  { op, path: pointer, value }: PatchOperation,
  file = 'patch',
): void {
  const keys = pointer
    .split('/')
    .slice(1)
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
  const last = keys.pop();
  if (last === undefined) throw new Error(`${file}: cannot ${op} the whole object`);
  let parent: any = doc;
  for (const key of keys) {
    parent = parent?.[key];
    if (parent === undefined || parent === null) throw new Error(`${file}: ${pointer}: no ${key}`);
  }
  if (Array.isArray(parent)) {
    const index = last === '-' ? parent.length : Number(last);
    if (!Number.isInteger(index) || index < 0 || index > parent.length)
      throw new Error(`${file}: ${pointer}: bad index`);
    if (op === 'add') parent.splice(index, 0, value);
    else if (index >= parent.length) throw new Error(`${file}: ${pointer}: no element ${index}`);
    else if (op === 'replace') parent[index] = value;
    else parent.splice(index, 1);
    return;
  }
  if (op !== 'add' && !(last in parent)) throw new Error(`${file}: ${pointer}: nothing to ${op}`);
  if (op === 'remove') delete parent[last];
  else parent[last] = value;
}

/** The images transformer: containers whose image name (without tag or digest) is `name`. */
function setImage(o: K8sObject, image: NonNullable<Kustomization['images']>[number]): void {
  const pod = o.spec?.template?.spec;
  if (!pod) return;
  for (const container of [...(pod.containers ?? []), ...(pod.initContainers ?? [])]) {
    const name = imageName(container.image as string);
    if (name !== image.name) continue;
    const tag = image.newTag ?? (container.image as string).slice(name.length + 1);
    container.image = `${image.newName ?? name}${tag ? `:${tag}` : ''}`;
  }
}

/** `registry:5000/tutor/identity:1.0` -> `registry:5000/tutor/identity`. */
export function imageName(image: string): string {
  const withoutDigest = image.split('@')[0]!;
  const lastSlash = withoutDigest.lastIndexOf('/');
  const colon = withoutDigest.indexOf(':', lastSlash + 1);
  return colon === -1 ? withoutDigest : withoutDigest.slice(0, colon);
}

/**
 * Every overlay renders (test/deploy/kustomize.ts) and every rendered object validates against the Kubernetes
 * OpenAPI schemas (kubernetes-models) or KEDA's CRD schema (@kubernetes-models/keda); then the rules of the
 * house for workloads. No cluster and no kubectl needed.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { kedaSh } from '@kubernetes-models/keda';
import * as models from 'kubernetes-models';
import { applyOperation, imageName, renderKustomization, type K8sObject } from './kustomize';
import { repoRoot, SCHEMAS, schemaKeys } from './settings';

const k8s = path.join(repoRoot, 'k8s');
const OVERLAYS = readdirSync(path.join(k8s, 'overlays'));
const rendered = Object.fromEntries(
  OVERLAYS.map((overlay) => [overlay, renderKustomization(path.join(k8s, 'overlays', overlay))]),
);

type Model = new (data: object) => { validate(): void };

/** The model class for an object's apiVersion and kind: `apps/v1` -> models.apps.v1, `v1` -> models.v1. */
function modelFor(o: K8sObject): Model {
  const [group, version] = o.apiVersion.includes('/') ? o.apiVersion.split('/') : ['', o.apiVersion];
  const groups: Record<string, any> = { ...models, kedaSh };
  const key = group ? group.replace(/\.(\w)/g, (_, c: string) => c.toUpperCase()) : '';
  const model = (key ? groups[key]?.[version!] : groups[version!])?.[o.kind];
  if (!model) throw new Error(`no schema for ${o.apiVersion} ${o.kind}`);
  return model as Model;
}

function validate(o: K8sObject): void {
  const Model = modelFor(o);
  try {
    new Model(structuredClone(o)).validate();
  } catch (err) {
    throw new Error(`${o.kind}/${o.metadata.name}: ${(err as Error).message}`, { cause: err });
  }
}

const of = (objects: K8sObject[], kind: string) => objects.filter((o) => o.kind === kind);
const named = (objects: K8sObject[], kind: string, name: string) =>
  objects.find((o) => o.kind === kind && o.metadata.name === name);

const SUBGRAPHS = ['identity', 'conversation', 'tutor-inference', 'billing', 'admin', 'progress', 'family'];
const DEPLOYABLES = [...SUBGRAPHS, 'inference-worker', 'gateway'];

describe('the validator', () => {
  it('rejects a broken object and an unknown kind', () => {
    const deployment = structuredClone(named(rendered.production!, 'Deployment', 'identity')!);
    deployment.spec.replicas = 'two';
    expect(() => validate(deployment)).toThrow(/replicas must be integer/);
    const scaledObject = structuredClone(named(rendered.production!, 'ScaledObject', 'inference-worker')!);
    scaledObject.spec.minReplicaCount = 'one';
    expect(() => validate(scaledObject)).toThrow(/minReplicaCount/);
    expect(() => validate({ apiVersion: 'v1', kind: 'Nonsense', metadata: { name: 'x' } })).toThrow(
      /no schema/,
    );
  });

  it('renders JSON patches and images as kustomize does, and refuses what it does not support', () => {
    const doc = { spec: { list: [1, 2], name: 'a' } };
    applyOperation(doc, { op: 'add', path: '/spec/list/-', value: 3 });
    applyOperation(doc, { op: 'replace', path: '/spec/name', value: 'b' });
    applyOperation(doc, { op: 'remove', path: '/spec/list/0' });
    expect(doc).toEqual({ spec: { list: [2, 3], name: 'b' } });
    expect(() => applyOperation(doc, { op: 'replace', path: '/spec/missing', value: 1 })).toThrow(/nothing/);
    expect(imageName('registry.example.com:5000/tutor/identity:1.0')).toBe(
      'registry.example.com:5000/tutor/identity',
    );
    expect(() => renderKustomization(path.join(__dirname, 'fixtures', 'unsupported'))).toThrow(/unsupported/);
    expect(() => renderKustomization(path.join(__dirname, 'fixtures', 'patch-misses'))).toThrow(
      /matches nothing/,
    );
  });
});

describe.each(OVERLAYS)('k8s overlay %s', (overlay) => {
  const objects = rendered[overlay]!;
  const deployments = of(objects, 'Deployment');

  it('renders every deployable, and every object validates against its schema', () => {
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual([...DEPLOYABLES].sort());
    for (const o of objects) validate(o);
    expect(objects.length).toBeGreaterThan(40);
  });

  it('puts everything in one namespace and holds no secret values', () => {
    const namespace = of(objects, 'Namespace')[0]!.metadata.name;
    for (const o of objects.filter((o) => o.kind !== 'Namespace'))
      expect(o.metadata.namespace).toBe(namespace);
    expect(of(objects, 'Secret')).toEqual([]);
  });

  it.each(DEPLOYABLES)('%s runs hardened, probed, sized and from a released image', (name) => {
    const deployment = named(objects, 'Deployment', name)!;
    const pod = deployment.spec.template.spec;
    expect(pod.automountServiceAccountToken).toBe(false);
    expect(named(objects, 'ServiceAccount', pod.serviceAccountName)?.automountServiceAccountToken).toBe(
      false,
    );
    expect(pod.securityContext).toMatchObject({
      runAsNonRoot: true,
      seccompProfile: { type: 'RuntimeDefault' },
    });
    for (const c of pod.containers) {
      expect(c.securityContext).toEqual({
        allowPrivilegeEscalation: false,
        readOnlyRootFilesystem: true,
        capabilities: { drop: ['ALL'] },
      });
      expect(c.livenessProbe.httpGet.path).toBe('/healthz');
      expect(c.readinessProbe.httpGet.path).toBe('/readyz');
      expect(c.resources.requests).toBeDefined();
      expect(c.resources.limits).toBeDefined();
      expect(c.image).toMatch(/^registry\.example\.com\/tutor\/[a-z-]+:[\w.-]+$/);
    }
    expect(named(objects, 'PodDisruptionBudget', name)).toBeDefined();
  });

  it('wires every reference to something that exists', () => {
    const configMaps = new Map(of(objects, 'ConfigMap').map((c) => [c.metadata.name, c]));
    const known = schemaKeys();
    for (const d of deployments) {
      for (const c of d.spec.template.spec.containers) {
        for (const from of c.envFrom ?? []) {
          expect(from.configMapRef && configMaps.has(from.configMapRef.name)).toBe(true);
          // A misspelt setting would be silently ignored by the service: every key must be one the code reads.
          for (const key of Object.keys(configMaps.get(from.configMapRef.name)!.data))
            expect({ key, known: known.has(key) }).toEqual({ key, known: true });
        }
        for (const env of c.env ?? []) {
          expect({ env: env.name, known: known.has(env.name) }).toEqual({ env: env.name, known: true });
          // Secret values live in the operators' Secret `tutor-secrets`, never in the manifests.
          expect(env.value).toBeUndefined();
          expect(env.valueFrom.secretKeyRef.name).toBe('tutor-secrets');
        }
      }
    }
    const podLabels = deployments.map((d) => d.spec.template.metadata.labels);
    const selects = (selector: Record<string, string>) =>
      podLabels.some((labels) => Object.entries(selector).every(([k, v]) => labels[k] === v));
    for (const s of of(objects, 'Service').filter((s) => s.spec.type !== 'ExternalName'))
      expect({ service: s.metadata.name, selects: selects(s.spec.selector) }).toMatchObject({
        selects: true,
      });
    for (const p of of(objects, 'PodDisruptionBudget'))
      expect(selects(p.spec.selector.matchLabels)).toBe(true);
    for (const target of [...of(objects, 'HorizontalPodAutoscaler'), ...of(objects, 'ScaledObject')])
      expect(named(objects, 'Deployment', target.spec.scaleTargetRef.name)).toBeDefined();
    const ingress = named(objects, 'Ingress', 'gateway')!;
    expect(ingress.spec.rules[0].http.paths[0].backend.service.name).toBe('gateway');
  });

  it('autoscales the gateway and subgraphs on CPU and the workers on the reply backlog', () => {
    const hpas = of(objects, 'HorizontalPodAutoscaler');
    expect(hpas.map((h) => h.metadata.name).sort()).toEqual(['gateway', ...SUBGRAPHS].sort());
    for (const h of hpas) expect(h.spec.minReplicas).toBeLessThanOrEqual(h.spec.maxReplicas);
    const scaler = named(objects, 'ScaledObject', 'inference-worker')!;
    expect(scaler.spec.minReplicaCount).toBeGreaterThanOrEqual(1); // the metric comes from the workers
    expect(scaler.spec.maxReplicaCount).toBeGreaterThan(scaler.spec.minReplicaCount);
    expect(scaler.spec.triggers[0].type).toBe('prometheus');
    // Trigger metadata is a free-form map in KEDA's schema: a misspelt key would only show at run time.
    const prometheusKeys = ['serverAddress', 'query', 'threshold', 'activationThreshold', 'ignoreNullValues'];
    for (const key of Object.keys(scaler.spec.triggers[0].metadata)) expect(prometheusKeys).toContain(key);
    expect(scaler.spec.triggers[0].metadata.query).toContain('reply_queue_backlog');
    expect(scaler.spec.triggers[0].metadata.query).toContain(
      `namespace="${of(objects, 'Namespace')[0]!.metadata.name}"`,
    );
  });

  it('lets a worker finish its longest job before it is stopped', () => {
    const worker = named(objects, 'Deployment', 'inference-worker')!;
    const config = named(objects, 'ConfigMap', 'inference-worker-config')!.data;
    const replyTimeoutMs = SCHEMAS['tutor-inference'].parse({}).REPLY_TIMEOUT_MS;
    expect(config.INFERENCE_ROLE).toBe('worker');
    expect(Number(config.SHUTDOWN_TIMEOUT_MS)).toBeGreaterThan(replyTimeoutMs);
    expect(worker.spec.template.spec.terminationGracePeriodSeconds * 1000).toBeGreaterThan(
      Number(config.SHUTDOWN_TIMEOUT_MS),
    );
    expect(imageName(worker.spec.template.spec.containers[0].image)).toBe(
      imageName(named(objects, 'Deployment', 'tutor-inference')!.spec.template.spec.containers[0].image),
    );
  });

  it('reaches PostgreSQL, Redis and Kafka as external services', () => {
    for (const name of ['postgres', 'redis', 'kafka'])
      expect(named(objects, 'Service', name)?.spec).toMatchObject({ type: 'ExternalName' });
    expect(named(objects, 'ConfigMap', 'tutor-config')!.data.KAFKA_BROKERS).toMatch(/^kafka:/);
  });
});

/**
 * Every overlay as `kubectl kustomize` renders it (the real kustomize), every object validated strictly against
 * the Kubernetes and KEDA schemas (test/deploy/manifests.ts); then the rules of the house: every deployable has
 * its manifests, workloads hardened, sized, probed, spread and scraped, the network closed but for what the
 * system needs, nightly backups. No cluster needed.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { PROCESSES } from '@tutor/launcher';
import { imageName, kustomizeUnavailable, render, validate, type K8sObject } from './manifests';
import { allowed, selects, type Endpoint, type Policy } from './network-policy';
import { repoRoot, SCHEMAS, schemaKeys } from './settings';

const k8s = path.join(repoRoot, 'k8s');
const OVERLAYS = readdirSync(path.join(k8s, 'overlays'));
const unavailable = kustomizeUnavailable();
if (unavailable) console.warn(`Skipping the k8s/ tests: ${unavailable}`);
const rendered: Record<string, K8sObject[]> = unavailable
  ? {}
  : Object.fromEntries(OVERLAYS.map((overlay) => [overlay, render(path.join(k8s, 'overlays', overlay))]));

const of = (objects: K8sObject[], kind: string) => objects.filter((o) => o.kind === kind);
const named = (objects: K8sObject[], kind: string, name: string) =>
  objects.find((o) => o.kind === kind && o.metadata.name === name);
/** A generated ConfigMap by the name its generator gives (kustomize appends a hash of its content). */
const configMap = (objects: K8sObject[], name: string) =>
  of(objects, 'ConfigMap').find((c) => new RegExp(`^${name}(-[a-z0-9]{10})?$`).test(c.metadata.name));

// What runs: every service workspace, and every process the launcher starts but the development stand-ins.
const SERVICES = readdirSync(path.join(repoRoot, 'services'));
const DEPLOYABLES = [...new Set([...SERVICES, ...PROCESSES.filter((p) => !p.when).map((p) => p.name)])];
const SUBGRAPHS = PROCESSES.filter((p) => p.urlVariable).map((p) => p.name);

const describeRendered = unavailable ? describe.skip : describe;

describeRendered('the manifests checker', () => {
  const production = () => rendered.production!;

  it('refuses a wrong type, an unknown field at any depth, and a kind without a schema', () => {
    const deployment = structuredClone(named(production(), 'Deployment', 'identity')!);
    validate(deployment);
    deployment.spec.replicas = 'two';
    expect(() => validate(deployment)).toThrow(/replicas must be integer/);
    const misspelt = structuredClone(named(production(), 'Deployment', 'identity')!);
    misspelt.spec.template.spec.containers[0].resource = misspelt.spec.template.spec.containers[0].resources;
    misspelt.spec.stratgy = {};
    expect(() => validate(misspelt)).toThrow(
      /unknown field\(s\) \/spec\/stratgy, \/spec\/template\/spec\/containers\/0\/resource$/,
    );
    // Free maps stay free: labels, annotations, ConfigMap data.
    const labelled = structuredClone(misspelt);
    delete labelled.spec.stratgy;
    delete labelled.spec.template.spec.containers[0].resource;
    labelled.metadata.labels['any/label'] = 'x';
    validate(labelled);
    const scaledObject = structuredClone(named(production(), 'ScaledObject', 'inference-worker')!);
    scaledObject.spec.minReplicaCount = 'one';
    expect(() => validate(scaledObject)).toThrow(/minReplicaCount/);
    const policy = structuredClone(named(production(), 'NetworkPolicy', 'default-deny')!);
    policy.spec.podSelectors = {};
    expect(() => validate(policy)).toThrow(/unknown field\(s\) \/spec\/podSelectors/);
    expect(() => validate({ apiVersion: 'v1', kind: 'Nonsense', metadata: { name: 'x' } })).toThrow(
      /no schema/,
    );
  });

  it('decides NetworkPolicies as the API defines them', () => {
    const policies: Policy[] = [
      {
        metadata: { name: 'deny', namespace: 'a' },
        spec: { podSelector: {}, policyTypes: ['Ingress', 'Egress'] },
      },
      {
        metadata: { name: 'web', namespace: 'a' },
        spec: {
          podSelector: { matchLabels: { app: 'web' } },
          policyTypes: ['Ingress'],
          ingress: [
            { from: [{ namespaceSelector: { matchLabels: { team: 'edge' } } }], ports: [{ port: 'http' }] },
          ],
        },
      },
    ];
    const web: Endpoint = { namespace: 'a', labels: { app: 'web' }, ports: { http: 8080 } };
    const edge: Endpoint = { namespace: 'edge', namespaceLabels: { team: 'edge' }, labels: {} };
    expect(allowed(policies, edge, web, 8080)).toBe(true);
    expect(allowed(policies, edge, web, 9090)).toBe(false);
    expect(allowed(policies, { namespace: 'other', labels: {} }, web, 8080)).toBe(false);
    expect(allowed(policies, web, edge, 8080)).toBe(false); // the deny-all egress
    expect(
      selects({ matchExpressions: [{ key: 'app', operator: 'In', values: ['web'] }] }, { app: 'web' }),
    ).toBe(true);
  });
});

describeRendered.each(OVERLAYS)('k8s overlay %s', (overlay) => {
  const objects = () => rendered[overlay]!;
  const deployments = () => of(objects(), 'Deployment');
  const namespace = () => of(objects(), 'Namespace')[0]!.metadata.name as string;
  /** Every pod template: the Deployments' and the CronJobs'. */
  const podTemplates = () => [
    ...deployments().map((d) => ({ owner: d, template: d.spec.template })),
    ...of(objects(), 'CronJob').map((c) => ({ owner: c, template: c.spec.jobTemplate.spec.template })),
  ];

  it('has manifests for every deployable, and every object validates strictly against its schema', () => {
    expect(
      deployments()
        .map((d) => d.metadata.name)
        .sort(),
    ).toEqual([...DEPLOYABLES].sort());
    for (const o of objects()) validate(o);
    expect(objects().length).toBeGreaterThan(50);
  });

  it('puts everything in one namespace and holds no secret values', () => {
    for (const o of objects().filter((o) => o.kind !== 'Namespace'))
      expect(`${o.kind}/${o.metadata.name} in ${o.metadata.namespace}`).toBe(
        `${o.kind}/${o.metadata.name} in ${namespace()}`,
      );
    expect(of(objects(), 'Secret')).toEqual([]);
  });

  it('runs every container hardened, sized and from a released image', () => {
    for (const { owner, template } of podTemplates()) {
      const pod = template.spec;
      expect({ owner: owner.metadata.name, automount: pod.automountServiceAccountToken }).toEqual({
        owner: owner.metadata.name,
        automount: false,
      });
      expect(named(objects(), 'ServiceAccount', pod.serviceAccountName)?.automountServiceAccountToken).toBe(
        false,
      );
      expect(pod.securityContext).toMatchObject({
        runAsNonRoot: true,
        seccompProfile: { type: 'RuntimeDefault' },
      });
      for (const c of [...(pod.initContainers ?? []), ...pod.containers]) {
        expect(c.securityContext).toEqual({
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ['ALL'] },
        });
        // Requests to schedule by, limits so that one leak cannot starve a node.
        for (const resource of ['cpu', 'memory'])
          expect({
            container: c.name,
            resource,
            requests: c.resources?.requests?.[resource] !== undefined,
            limits: c.resources?.limits?.[resource] !== undefined,
          }).toEqual({ container: c.name, resource, requests: true, limits: true });
        expect(c.image).toMatch(/^registry\.example\.com\/tutor\/[a-z-]+:[\w.-]+$/);
      }
    }
  });

  it.each(DEPLOYABLES)(
    '%s is probed, spread over zones and nodes, disruption-budgeted and scraped',
    (name) => {
      const deployment = named(objects(), 'Deployment', name)!;
      const { metadata, spec: pod } = deployment.spec.template;
      const container = pod.containers[0];
      expect(container.livenessProbe.httpGet.path).toBe('/healthz');
      expect(container.readinessProbe.httpGet.path).toBe('/readyz');
      expect(named(objects(), 'PodDisruptionBudget', name)).toBeDefined();
      // Spread per Deployment (its name label) and per rollout (pod-template-hash).
      expect(pod.topologySpreadConstraints.map((t: any) => t.topologyKey).sort()).toEqual([
        'kubernetes.io/hostname',
        'topology.kubernetes.io/zone',
      ]);
      for (const t of pod.topologySpreadConstraints) {
        expect(t.maxSkew).toBe(1);
        expect(selects(t.labelSelector, metadata.labels)).toBe(true);
        expect(t.matchLabelKeys).toEqual(['app.kubernetes.io/name', 'pod-template-hash']);
      }
      // Prometheus finds /metrics on the container's own port.
      const http = container.ports.find((p: any) => p.name === 'http').containerPort;
      expect(metadata.annotations).toMatchObject({
        'prometheus.io/scrape': 'true',
        'prometheus.io/port': String(http),
        'prometheus.io/path': '/metrics',
      });
    },
  );

  it('wires every reference to something that exists', () => {
    const known = schemaKeys();
    for (const { template } of podTemplates()) {
      for (const c of template.spec.containers) {
        for (const from of c.envFrom ?? []) {
          const map = configMap(objects(), from.configMapRef.name.replace(/-[a-z0-9]{10}$/, ''));
          expect(map?.metadata.name).toBe(from.configMapRef.name);
          // A misspelt setting would be silently ignored by the service: every key must be one the code reads.
          for (const key of Object.keys(map!.data))
            expect({ key, known: known.has(key) }).toEqual({ key, known: true });
        }
        for (const env of c.env ?? []) {
          expect({ env: env.name, known: known.has(env.name) }).toEqual({ env: env.name, known: true });
          // Secret values live in the operators' Secret `tutor-secrets`, never in the manifests.
          expect(env.value).toBeUndefined();
          expect(env.valueFrom.secretKeyRef.name).toBe('tutor-secrets');
        }
        for (const mount of c.volumeMounts ?? [])
          expect(template.spec.volumes.map((v: any) => v.name)).toContain(mount.name);
      }
      for (const volume of template.spec.volumes ?? [])
        if (volume.persistentVolumeClaim)
          expect(
            named(objects(), 'PersistentVolumeClaim', volume.persistentVolumeClaim.claimName),
          ).toBeDefined();
    }
    const podLabels = deployments().map((d) => d.spec.template.metadata.labels);
    const selectsAPod = (selector: Record<string, string>) =>
      podLabels.some((labels) => Object.entries(selector).every(([k, v]) => labels[k] === v));
    for (const s of of(objects(), 'Service').filter((s) => s.spec.type !== 'ExternalName'))
      expect({ service: s.metadata.name, selects: selectsAPod(s.spec.selector) }).toMatchObject({
        selects: true,
      });
    for (const p of of(objects(), 'PodDisruptionBudget'))
      expect(selectsAPod(p.spec.selector.matchLabels)).toBe(true);
    for (const target of [...of(objects(), 'HorizontalPodAutoscaler'), ...of(objects(), 'ScaledObject')])
      expect(named(objects(), 'Deployment', target.spec.scaleTargetRef.name)).toBeDefined();
    const ingress = named(objects(), 'Ingress', 'gateway')!;
    expect(ingress.spec.rules[0].http.paths[0].backend.service.name).toBe('gateway');
  });

  describe('the network', () => {
    const policies = () => of(objects(), 'NetworkPolicy') as unknown as Policy[];
    /** A pod of a Deployment or CronJob as the policies see it: its namespace, labels and named ports. */
    const pod = (name: string): Endpoint => {
      const template = podTemplates().find(
        (p) => p.template.metadata.labels['app.kubernetes.io/name'] === name,
      )!.template;
      return {
        namespace: namespace(),
        labels: template.metadata.labels,
        ports: Object.fromEntries(
          template.spec.containers.flatMap((c: any) =>
            (c.ports ?? []).map((p: any) => [p.name, p.containerPort]),
          ),
        ),
      };
    };
    const ingressController: Endpoint = {
      namespace: 'ingress-nginx',
      labels: { 'app.kubernetes.io/name': 'ingress-nginx' },
    };
    const prometheus: Endpoint = {
      namespace: 'monitoring',
      labels: { 'app.kubernetes.io/name': 'prometheus' },
    };
    const elsewhere: Endpoint = { namespace: 'other-team', labels: { 'app.kubernetes.io/name': 'gateway' } };
    const dns: Endpoint = { namespace: 'kube-system', labels: { 'k8s-app': 'kube-dns' } };
    const internet: Endpoint = { ip: '104.18.7.192' };
    const metadataService: Endpoint = { ip: '169.254.169.254' };
    const WITH_DATABASE = [...SERVICES, 'inference-worker', 'backup'];
    const CALLS_OUT = ['gateway', 'tutor-inference', 'inference-worker']; // Google sign-in; OpenAI

    it('denies everything that no policy allows', () => {
      const deny = named(objects(), 'NetworkPolicy', 'default-deny')!;
      expect(deny.spec).toEqual({ podSelector: {}, policyTypes: ['Ingress', 'Egress'] });
    });

    it('lets in the ingress controller to the gateway only, and Prometheus to every port it scrapes', () => {
      for (const name of DEPLOYABLES) {
        expect({ name, fromIngress: allowed(policies(), ingressController, pod(name), 'http') }).toEqual({
          name,
          fromIngress: name === 'gateway',
        });
        expect(allowed(policies(), prometheus, pod(name), 'http')).toBe(true);
        expect(allowed(policies(), elsewhere, pod(name), 'http')).toBe(false);
        expect(allowed(policies(), ingressController, pod(name), 22)).toBe(false);
      }
    });

    it('lets the subgraphs be called by the gateway and each other, on their port only', () => {
      for (const subgraph of SUBGRAPHS)
        for (const caller of DEPLOYABLES.filter((name) => name !== 'code-runner')) {
          expect({ caller, subgraph, ok: allowed(policies(), pod(caller), pod(subgraph), 'http') }).toEqual({
            caller,
            subgraph,
            ok: true,
          });
          expect(allowed(policies(), pod(caller), pod(subgraph), 5432)).toBe(false);
        }
      expect(allowed(policies(), pod('identity'), pod('gateway'), 'http')).toBe(false);
      expect(allowed(policies(), pod('identity'), pod('inference-worker'), 'http')).toBe(false);
    });

    it('keeps the code runner to DNS and Redis: no process, database, bus or internet, and nobody calls it', () => {
      const runner = pod('code-runner');
      const managed: Endpoint = { ip: '10.20.30.40' };
      expect(allowed(policies(), runner, dns, 53, 'UDP')).toBe(true);
      expect(allowed(policies(), runner, managed, 6379)).toBe(true);
      for (const port of [5432, 9092, 443, 80]) {
        expect({ port, ok: allowed(policies(), runner, managed, port) }).toEqual({ port, ok: false });
        expect({ port, ok: allowed(policies(), runner, internet, port) }).toEqual({ port, ok: false });
      }
      expect(allowed(policies(), runner, metadataService, 80)).toBe(false);
      for (const other of DEPLOYABLES.filter((name) => name !== 'code-runner')) {
        expect({ other, out: allowed(policies(), runner, pod(other), 'http') }).toEqual({
          other,
          out: false,
        });
        expect({ other, in: allowed(policies(), pod(other), runner, 'http') }).toEqual({ other, in: false });
      }
      // Its only secret is Redis's address.
      const container = named(objects(), 'Deployment', 'code-runner')!.spec.template.spec.containers[0];
      expect(container.env.map((e: any) => e.name)).toEqual(['REDIS_URL']);
    });

    it('lets out DNS, Redis, Kafka to all, PostgreSQL to those with a database, HTTPS to those that call out', () => {
      // A managed PostgreSQL, Redis or Kafka at a private address.
      const managed: Endpoint = { ip: '10.20.30.40' };
      for (const name of [...DEPLOYABLES, 'backup'].filter((name) => name !== 'code-runner')) {
        const from = pod(name);
        expect(allowed(policies(), from, dns, 53, 'UDP')).toBe(true);
        expect(allowed(policies(), from, managed, 6379)).toBe(true);
        expect(allowed(policies(), from, managed, 9092)).toBe(true);
        expect({ name, postgres: allowed(policies(), from, managed, 5432) }).toEqual({
          name,
          postgres: WITH_DATABASE.includes(name),
        });
        expect({ name, https: allowed(policies(), from, internet, 443) }).toEqual({
          name,
          https: CALLS_OUT.includes(name),
        });
        expect(allowed(policies(), from, metadataService, 443)).toBe(false);
        expect(allowed(policies(), from, internet, 80)).toBe(false);
      }
    });
  });

  it('backs up every database nightly with the backup command, one run at a time, keeping a fortnight', () => {
    const cron = named(objects(), 'CronJob', 'backup')!;
    expect(cron.spec.concurrencyPolicy).toBe('Forbid');
    const container = cron.spec.jobTemplate.spec.template.spec.containers[0];
    expect(container.command).toEqual(['node', '/app/packages/service-runtime/dist/backup-cli.js']);
    expect(container.args).toEqual(['backup']);
    const config = configMap(objects(), 'backup-config')!.data;
    expect(config.BACKUP_DIR).toBe(container.volumeMounts.find((m: any) => m.name === 'backups').mountPath);
    expect(Number(config.BACKUP_KEEP)).toBeGreaterThanOrEqual(7);
    expect(container.env.map((e: any) => e.name)).toContain('DATABASE_URL');
  });

  it('autoscales the gateway and subgraphs on CPU and the workers on the reply backlog', () => {
    const hpas = of(objects(), 'HorizontalPodAutoscaler');
    expect(hpas.map((h) => h.metadata.name).sort()).toEqual(['gateway', ...SUBGRAPHS].sort());
    for (const h of hpas) expect(h.spec.minReplicas).toBeLessThanOrEqual(h.spec.maxReplicas);
    for (const [name, metric] of [
      ['inference-worker', 'reply_queue_backlog'],
      ['code-runner', 'code_run_queue_backlog'],
    ] as const) {
      const scaler = named(objects(), 'ScaledObject', name)!;
      expect(scaler.spec.minReplicaCount).toBeGreaterThanOrEqual(1); // the metric comes from the workers
      expect(scaler.spec.maxReplicaCount).toBeGreaterThan(scaler.spec.minReplicaCount);
      expect(scaler.spec.triggers[0].type).toBe('prometheus');
      // Trigger metadata is a free-form map in KEDA's schema: a misspelt key would only show at run time.
      const prometheusKeys = [
        'serverAddress',
        'query',
        'threshold',
        'activationThreshold',
        'ignoreNullValues',
      ];
      for (const key of Object.keys(scaler.spec.triggers[0].metadata)) expect(prometheusKeys).toContain(key);
      expect(scaler.spec.triggers[0].metadata.query).toContain(metric);
      expect(scaler.spec.triggers[0].metadata.query).toContain(`namespace="${namespace()}"`);
    }
  });

  it('lets a worker finish its longest job before it is stopped', () => {
    const worker = named(objects(), 'Deployment', 'inference-worker')!;
    const config = configMap(objects(), 'inference-worker-config')!.data;
    const replyTimeoutMs = SCHEMAS['tutor-inference'].parse({}).REPLY_TIMEOUT_MS;
    expect(config.INFERENCE_ROLE).toBe('worker');
    expect(Number(config.SHUTDOWN_TIMEOUT_MS)).toBeGreaterThan(replyTimeoutMs);
    expect(worker.spec.template.spec.terminationGracePeriodSeconds * 1000).toBeGreaterThan(
      Number(config.SHUTDOWN_TIMEOUT_MS),
    );
    expect(imageName(worker.spec.template.spec.containers[0].image)).toBe(
      imageName(named(objects(), 'Deployment', 'tutor-inference')!.spec.template.spec.containers[0].image),
    );
  });

  it('runs the code runner from the practice image, letting its longest job finish before it is stopped', () => {
    const runner = named(objects(), 'Deployment', 'code-runner')!;
    const config = configMap(objects(), 'code-runner-config')!.data;
    expect(config.PRACTICE_ROLE).toBe('runner');
    expect(config.SHUTDOWN_DRAIN_MS).toBe('0');
    const { CODE_RUN_TIME_LIMIT_MS } = SCHEMAS.practice.parse({});
    // A job holds at most 50 tests (services/practice/src/runner/run-code-job.ts, MAX_TESTS).
    expect(Number(config.SHUTDOWN_TIMEOUT_MS)).toBeGreaterThanOrEqual(50 * CODE_RUN_TIME_LIMIT_MS);
    expect(runner.spec.template.spec.terminationGracePeriodSeconds * 1000).toBeGreaterThan(
      Number(config.SHUTDOWN_TIMEOUT_MS),
    );
    expect(imageName(runner.spec.template.spec.containers[0].image)).toBe(
      imageName(named(objects(), 'Deployment', 'practice')!.spec.template.spec.containers[0].image),
    );
  });

  it('rolls the gateway and subgraphs over without losing a request: surge first, drain inside the grace period', () => {
    const shared = configMap(objects(), 'tutor-config')!.data;
    const drainMs = Number(shared.SHUTDOWN_DRAIN_MS);
    const timeoutMs = Number(shared.SHUTDOWN_TIMEOUT_MS);
    // Unready at once, still serving while two failed readiness probes and the endpoints' update go by.
    for (const name of ['gateway', ...SUBGRAPHS]) {
      const deployment = named(objects(), 'Deployment', name)!;
      const readiness = deployment.spec.template.spec.containers[0].readinessProbe;
      expect(deployment.spec.strategy).toEqual({
        type: 'RollingUpdate',
        rollingUpdate: { maxSurge: 1, maxUnavailable: 0 },
      });
      expect(drainMs).toBeGreaterThanOrEqual(
        (readiness.periodSeconds ?? 10) * (readiness.failureThreshold ?? 3) * 1000,
      );
      expect(timeoutMs).toBeGreaterThan(drainMs);
      expect(deployment.spec.template.spec.terminationGracePeriodSeconds * 1000).toBeGreaterThan(timeoutMs);
    }
    // The worker takes no traffic: it drains its replies, not connections.
    expect(configMap(objects(), 'inference-worker-config')!.data.SHUTDOWN_DRAIN_MS).toBe('0');
  });

  it('reaches PostgreSQL, Redis and Kafka as external services', () => {
    for (const name of ['postgres', 'redis', 'kafka'])
      expect(named(objects(), 'Service', name)?.spec).toMatchObject({ type: 'ExternalName' });
    expect(configMap(objects(), 'tutor-config')!.data.KAFKA_BROKERS).toMatch(/^kafka:/);
  });
});

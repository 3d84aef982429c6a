/**
 * What rendered NetworkPolicies allow, decided the way the Kubernetes NetworkPolicy API defines it: a pod that no
 * policy of a direction selects is open in that direction; otherwise a connection is allowed when some rule of a
 * selecting policy matches the peer and the port (the union of the policies). Enough of the API for the rules
 * the manifests use: pod and namespace selectors (matchLabels, matchExpressions), ipBlock with except, numeric
 * and named ports, protocols.
 */
export type Labels = Record<string, string>;
interface Selector {
  matchLabels?: Labels;
  matchExpressions?: {
    key: string;
    operator: 'In' | 'NotIn' | 'Exists' | 'DoesNotExist';
    values?: string[];
  }[];
}
interface Peer {
  podSelector?: Selector;
  namespaceSelector?: Selector;
  ipBlock?: { cidr: string; except?: string[] };
}
interface Rule {
  from?: Peer[];
  to?: Peer[];
  ports?: { protocol?: string; port?: number | string; endPort?: number }[];
}
export interface Policy {
  metadata: { name: string; namespace: string };
  spec: {
    podSelector: Selector;
    policyTypes?: ('Ingress' | 'Egress')[];
    ingress?: Rule[];
    egress?: Rule[];
  };
}

/** One end of a connection: a pod (its namespace's labels, its labels, its named ports) or an outside address. */
export type Endpoint =
  | { namespace: string; namespaceLabels?: Labels; labels: Labels; ports?: Record<string, number> }
  | { ip: string };

export function selects(selector: Selector, labels: Labels): boolean {
  const byLabel = Object.entries(selector.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
  const byExpression = (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    switch (operator) {
      case 'In':
        return key in labels && values.includes(labels[key]!);
      case 'NotIn':
        return !(key in labels) || !values.includes(labels[key]!);
      case 'Exists':
        return key in labels;
      case 'DoesNotExist':
        return !(key in labels);
    }
  });
  return byLabel && byExpression;
}

const ipNumber = (ip: string) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
function inCidr(ip: string, cidr: string): boolean {
  const [base, bits] = cidr.split('/');
  const size = 2 ** (32 - Number(bits));
  return Math.floor(ipNumber(ip) / size) === Math.floor(ipNumber(base!) / size);
}

function peerMatches(peer: Peer, policyNamespace: string, other: Endpoint): boolean {
  if ('ip' in other)
    return Boolean(
      peer.ipBlock &&
      inCidr(other.ip, peer.ipBlock.cidr) &&
      !(peer.ipBlock.except ?? []).some((c) => inCidr(other.ip, c)),
    );
  if (peer.ipBlock) return false; // pod addresses are cluster-private; the manifests' blocks exclude them
  const namespaceLabels = { 'kubernetes.io/metadata.name': other.namespace, ...other.namespaceLabels };
  const namespaceOk = peer.namespaceSelector
    ? selects(peer.namespaceSelector, namespaceLabels)
    : other.namespace === policyNamespace;
  return namespaceOk && (!peer.podSelector || selects(peer.podSelector, other.labels));
}

function portMatches(rule: Rule, port: number | string, protocol: string, target: Endpoint): boolean {
  if (!rule.ports?.length) return true;
  return rule.ports.some((p) => {
    if ((p.protocol ?? 'TCP') !== protocol) return false;
    if (p.port === undefined) return true;
    // A named port is the port of that name on the receiving pod.
    const number =
      typeof p.port === 'string' ? ('ip' in target ? undefined : target.ports?.[p.port]) : p.port;
    const wanted = typeof port === 'string' ? ('ip' in target ? undefined : target.ports?.[port]) : port;
    return (
      number !== undefined && (p.endPort ? wanted! >= number && wanted! <= p.endPort : wanted === number)
    );
  });
}

const types = (p: Policy) => p.spec.policyTypes ?? ['Ingress', ...(p.spec.egress ? ['Egress' as const] : [])];

/**
 * May `from` open a connection to `to` on `port` (a number, or a port name of the receiving pod)? Both the
 * sender's egress and the receiver's ingress must allow it (each only when the endpoint is a pod of `policies`'
 * namespace).
 */
export function allowed(
  policies: Policy[],
  from: Endpoint,
  to: Endpoint,
  port: number | string,
  protocol = 'TCP',
): boolean {
  const side = (pod: Endpoint, direction: 'Ingress' | 'Egress', other: Endpoint, receiver: Endpoint) => {
    if ('ip' in pod) return true;
    const applying = policies.filter(
      (p) =>
        p.metadata.namespace === pod.namespace &&
        types(p).includes(direction) &&
        selects(p.spec.podSelector, pod.labels),
    );
    if (!applying.length) return true;
    return applying.some((p) =>
      (direction === 'Ingress' ? p.spec.ingress : p.spec.egress)?.some(
        (rule) =>
          (!(direction === 'Ingress' ? rule.from : rule.to) ||
            (direction === 'Ingress' ? rule.from : rule.to)!.some((peer) =>
              peerMatches(peer, p.metadata.namespace, other),
            )) &&
          portMatches(rule, port, protocol, receiver),
      ),
    );
  };
  return side(from, 'Egress', to, to) && side(to, 'Ingress', from, to);
}

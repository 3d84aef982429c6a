import {
  Kind,
  parse,
  validate,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { VIEWER_FIELDS, type Viewer, type ViewerField } from './model';

/** One response key of `me`: a viewer field or `__typename`. */
type Leaf = { key: string; field: ViewerField | '__typename' };
/** One response key of the root: `me` with its leaves, or `__typename`. */
type Root = { key: string; me?: Leaf[] };
/** How to answer an operation from the viewer's fields; undefined when it asks anything else (federation answers). */
export type ViewerPlanOfOperation = Root[] | undefined;

const VIEWER = new Set<string>(VIEWER_FIELDS);
const MAX_CACHED = 500;

class NotViewerOnly extends Error {}

/**
 * Collects a selection set's fields by response key in the order GraphQL execution does (fragments expanded in
 * place, a key's first appearance fixing its place). Anything the fast path would have to think about (a
 * directive, an argument, a fragment on another type) makes the operation federation's.
 */
function collect(
  set: SelectionSetNode,
  typeName: string,
  fragments: Map<string, FragmentDefinitionNode>,
  into = new Map<string, FieldNode[]>(),
): Map<string, FieldNode[]> {
  for (const selection of set.selections) {
    if (selection.directives?.length) throw new NotViewerOnly();
    if (selection.kind === Kind.FIELD) {
      if (selection.arguments?.length) throw new NotViewerOnly();
      const key = selection.alias?.value ?? selection.name.value;
      into.set(key, [...(into.get(key) ?? []), selection]);
      continue;
    }
    const fragment =
      selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value);
    if (!fragment) throw new NotViewerOnly();
    if (fragment.typeCondition && fragment.typeCondition.name.value !== typeName) throw new NotViewerOnly();
    if (fragment.directives?.length) throw new NotViewerOnly();
    collect(fragment.selectionSet, typeName, fragments, into);
  }
  return into;
}

/** Validation has made every key stand for one field, so its first node names it. */
function planOf(operation: OperationDefinitionNode, fragments: Map<string, FragmentDefinitionNode>): Root[] {
  if (
    operation.operation !== 'query' ||
    operation.variableDefinitions?.length ||
    operation.directives?.length
  )
    throw new NotViewerOnly();
  return [...collect(operation.selectionSet, 'Query', fragments)].map(([key, nodes]) => {
    const name = nodes[0]!.name.value;
    if (name === '__typename') return { key };
    if (name !== 'me') throw new NotViewerOnly();
    const leaves = new Map<string, FieldNode[]>();
    for (const node of nodes) collect(node.selectionSet!, 'User', fragments, leaves);
    return {
      key,
      me: [...leaves].map(([leafKey, [leaf]]) => {
        const field = leaf!.name.value;
        if (field !== '__typename' && !VIEWER.has(field)) throw new NotViewerOnly();
        return { key: leafKey, field: field as Leaf['field'] };
      }),
    };
  });
}

/**
 * Decides, once per query text, whether an operation asks only for the signed-in user's viewer fields (through
 * `me`, with aliases, fragments on User and `__typename`) and can be answered from the viewer read model; every
 * other operation, an invalid one included, goes to federation unchanged (it answers the errors, too).
 */
export class ViewerOperations {
  private schema?: GraphQLSchema;
  private readonly plans = new Map<string, ViewerPlanOfOperation>();

  /** The supergraph's API schema (what clients validate against); until it is known nothing is answered here. */
  setSchema(schema: GraphQLSchema): void {
    this.schema = schema;
    this.plans.clear();
  }

  planFor(query: unknown, operationName: unknown): ViewerPlanOfOperation {
    if (!this.schema || typeof query !== 'string') return undefined;
    if (operationName !== undefined && operationName !== null && typeof operationName !== 'string')
      return undefined;
    const cacheKey = `${operationName ?? ''}\u0000${query}`;
    if (this.plans.has(cacheKey)) return this.plans.get(cacheKey);
    const plan = this.analyse(query, operationName ?? undefined);
    if (this.plans.size >= MAX_CACHED) this.plans.delete(this.plans.keys().next().value!);
    this.plans.set(cacheKey, plan);
    return plan;
  }

  private analyse(query: string, operationName: string | undefined): ViewerPlanOfOperation {
    let document: DocumentNode;
    try {
      document = parse(query);
    } catch {
      return undefined;
    }
    if (validate(this.schema!, document).length) return undefined;
    const operations = document.definitions.filter(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
    const operation = operationName
      ? operations.find((o) => o.name?.value === operationName)
      : operations.length === 1
        ? operations[0]
        : undefined;
    if (!operation) return undefined;
    const fragments = new Map(
      document.definitions
        .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((d) => [d.name.value, d]),
    );
    try {
      return planOf(operation, fragments);
    } catch (err) {
      if (err instanceof NotViewerOnly) return undefined;
      throw err;
    }
  }
}

/** The operation's `data`, in the order and under the keys GraphQL execution would give. */
export function answer(plan: Root[], viewer: Viewer | null): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const root of plan) {
    if (!root.me) data[root.key] = 'Query';
    else if (!viewer) data[root.key] = null;
    else {
      const me: Record<string, unknown> = {};
      for (const leaf of root.me) me[leaf.key] = leaf.field === '__typename' ? 'User' : viewer[leaf.field];
      data[root.key] = me;
    }
  }
  return data;
}

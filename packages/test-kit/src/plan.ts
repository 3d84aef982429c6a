/** The smallest client a plan needs (a pg Pool or Client). */
interface PlanQueryable {
  query(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
}

/** One node of a PostgreSQL plan, as `EXPLAIN (FORMAT JSON)` gives it. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** Every node of a plan, depth first. */
export function planNodes(root: PlanNode): PlanNode[] {
  return [root, ...(root.Plans ?? []).flatMap(planNodes)];
}

/**
 * The plan PostgreSQL chooses for a statement with these values (as the data function runs it): every node,
 * depth first. Seed and ANALYZE the tables first, so the planner weighs real sizes.
 */
export async function explain(db: PlanQueryable, text: string, values: unknown[] = []): Promise<PlanNode[]> {
  const { rows } = await db.query(`EXPLAIN (FORMAT JSON) ${text}`, values);
  const json = rows[0]['QUERY PLAN'];
  return planNodes((typeof json === 'string' ? JSON.parse(json) : json)[0].Plan);
}

/**
 * What a page query's plan says of a table: the indexes it scans on it, whether it reads the whole table (a Seq
 * Scan) and whether anything sorts (a page served by its index never sorts).
 */
export function tableAccess(nodes: PlanNode[], table: string) {
  const on = nodes.filter((n) => n['Relation Name'] === table);
  return {
    indexes: on.filter((n) => /Index/.test(n['Node Type'])).map((n) => n['Index Name']),
    seqScan: on.some((n) => n['Node Type'] === 'Seq Scan'),
    sorts: nodes.some((n) => /Sort/.test(n['Node Type'])),
  };
}

// Cost flat as the data grows (issue 35): what a page runs, through the gateway with a signed-in session, on a small
// table and on a big one, in the same run. The bench seeds the owning services' tables itself with SQL
// (generate_series), straight into their databases:
//   - the chat page opening a conversation (ConversationMessages: messagePage last 50, and `me`): one conversation
//     of 5,000 messages against one of 10, of the same learner (the page shows 50 of the one and all 10 of the other);
//   - the owner's page (OwnerUsers first page, sorted by name, and OwnerStats: directoryStats and billingStats): the
//     directory at 100 users, grown to 100,000, shrunk back and grown again (half the pages at each step);
//   - the progress page (MyProgress): a learner with 2 years of daily history against one with a week, same units.
// Each page runs BENCH_GROWTH_WARMUP times, then BENCH_GROWTH_ROUNDS times (small and big in alternating blocks
// where both exist at once); reported: the median time of a page and the CPU per page of the system's processes (the
// services, the gateway and the PostgreSQL backends of its databases), each big ÷ small beside both figures.
// Target: each ratio ≤ 1.5. Prints a table and writes bench/results/data-growth.json.
import pg from 'pg';
import { fromTree, percentile, ratio, round, systemPrefix, table, writeResults } from './lib/support.mjs';
import { CpuMeter, PostgresProcesses } from './lib/system-cost.mjs';

const { OWNER_EMAIL, signedUp, startTestSystem } = await fromTree('packages/test-kit/dist/index.js');
const ROUNDS = Number(process.env.BENCH_GROWTH_ROUNDS ?? 300);
const WARMUP = Number(process.env.BENCH_GROWTH_WARMUP ?? 50);
const BLOCK = 25; // pages per alternating block
const SMALL_USERS = 100;
const BIG_USERS = Number(process.env.BENCH_GROWTH_USERS ?? 100_000);
const BIG_MESSAGES = 5000;
const SMALL_MESSAGES = 10;
const HISTORY_DAYS = 2 * 365;
const WEEK_DAYS = 7;
const UNITS = 7;

const CONVERSATION = `query ConversationMessages($id: ID!, $last: Int!) {
  conversation(id: $id) { id messagePage(last: $last) { hasEarlier messages {
    id sender content createdAt status hasImage imageUrl stopped } } }
  me { id isSubscribed remainingMessages expiresAt plan } }`;
const OWNER_USERS = `query OwnerUsers($search: String, $sortBy: DirectorySortField!, $direction: SortDirection!,
  $page: Int!, $pageSize: Int!, $after: String) {
  directoryUsers(search: $search, sortBy: $sortBy, direction: $direction, page: $page, pageSize: $pageSize,
    after: $after) {
    users { id name email role registeredAt suspended userType user { id plan } } total page pageSize endCursor } }`;
const OWNER_STATS = `query OwnerStats { directoryStats { users students parents teachers byRole { role count } }
  billingStats { pendingRequests activeSubscriptions } }`;
const MY_PROGRESS = `query MyProgress { myProgress { today streakDays
  subjects { subjectId languageId unitsPractised unitIds }
  quizScores { unitId subjectId languageId answered correct }
  messagesPerDay { day messages replies }
  revise { unitId subjectId languageId answered correct }
  unitTitles { unitId title }
  practiceUnits { unitId subjectId languageId mastery checked { itemsAnswered itemsCorrect solvedAlone solvedWithHints shownSolution } }
  toRevise { unitId subjectId languageId mastery checked { itemsAnswered itemsCorrect solvedAlone solvedWithHints shownSolution } }
  practiceThisWeek { itemsAnswered itemsCorrect solvedAlone solvedWithHints shownSolution } } }`;

const system = await startTestSystem(
  'bench-data-growth',
  {
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    RATE_LIMIT_SIGN_IN_PER_MINUTE: '0',
  },
  systemPrefix('growth'),
);
const database = (service) => {
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${system.prefix}${service}`;
  return new pg.Client({ connectionString: url.toString() });
};
const conversationDb = database('conversation');
const adminDb = database('admin');
const progressDb = database('progress');
const postgres = await new PostgresProcesses(process.env.DATABASE_URL, system.prefix).connect();

/** A GraphQL call that must answer without errors (a bench of refusals would measure nothing). */
const call = async (person, query, variables) => {
  const body = await person.gql(query, variables);
  if (body.errors) throw new Error(`${query.slice(0, 40)}: ${body.errors[0].message}`);
  return body.data;
};

/** Node processes of the system (the stand-ins apart) and the PostgreSQL backends of its databases. */
const OUTSIDE = new Set(['dev-model', 'dev-google']);
const groups = async () => ({
  ...Object.fromEntries(
    [...system.processes].filter(([name]) => !OUTSIDE.has(name)).map(([name, p]) => [name, [p.child.pid]]),
  ),
  'postgres backends': (await postgres.pids()).backends,
});

/**
 * Runs each named page `rounds` times after WARMUP, in alternating blocks of BLOCK, adding to `into` (by name) the
 * milliseconds of each and the CPU milliseconds of the system's processes.
 */
async function run(pages, rounds = ROUNDS, into = {}) {
  for (const page of Object.values(pages)) for (let i = 0; i < WARMUP; i++) await page();
  for (const name of Object.keys(pages)) into[name] ??= { times: [], cpuMs: 0 };
  for (let done = 0; done < rounds; done += BLOCK) {
    for (const [name, page] of Object.entries(pages)) {
      const meter = await new CpuMeter(groups).start();
      for (let i = 0; i < Math.min(BLOCK, rounds - done); i++) {
        const started = performance.now();
        await page();
        into[name].times.push(performance.now() - started);
      }
      const spent = await meter.stop();
      into[name].cpuMs += Object.values(spent.ms).reduce((s, n) => s + n, 0);
    }
  }
  return into;
}

/** The median and 95th percentile of a page's times, and its CPU per page. */
function figures({ times, cpuMs }) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    pages: sorted.length,
    p50Ms: round(percentile(sorted, 50), 2),
    p95Ms: round(percentile(sorted, 95), 2),
    cpuMsPerPage: round(cpuMs / sorted.length, 2),
  };
}

/** run() of both sizes, summarised. */
const measure = async (pages) =>
  Object.fromEntries(Object.entries(await run(pages)).map(([name, raw]) => [name, figures(raw)]));

/** One row of the table: the page, both sizes, and big ÷ small of the median time and of the CPU. */
const row = (page, small, smallFigures, big, bigFigures) => ({
  page,
  small,
  'small p50 ms': smallFigures.p50Ms,
  'small CPU ms': smallFigures.cpuMsPerPage,
  big,
  'big p50 ms': bigFigures.p50Ms,
  'big CPU ms': bigFigures.cpuMsPerPage,
  'p50 big÷small': ratio(bigFigures.p50Ms, smallFigures.p50Ms),
  'CPU big÷small': ratio(bigFigures.cpuMsPerPage, smallFigures.cpuMsPerPage),
});

try {
  await Promise.all([conversationDb.connect(), adminDb.connect(), progressDb.connect()]);
  const rows = [];
  const details = {};

  // The chat page: one learner, a conversation of 5,000 messages and one of 10.
  const learner = await signedUp(system.gateway, 'talker@bench.test', 'Talker');
  await call(learner, 'mutation { setLanguage(language: "en") { id } }');
  const learnerId = (await call(learner, '{ me { id } }')).me.id;
  const conversations = {};
  for (const [size, n] of [
    ['small', SMALL_MESSAGES],
    ['big', BIG_MESSAGES],
  ]) {
    const started = await call(
      learner,
      'mutation { startConversation(kind: PROGRAMMING, languageId: "python") { id } }',
    );
    conversations[size] = started.startConversation.id;
    // Learner and model take turns a minute apart, the oldest first; every message has the length of a reply.
    await conversationDb.query(
      `INSERT INTO messages (conversation_id, id, user_id, sender, content, status, created_at)
       SELECT $1, 'seed-' || g, $2, CASE WHEN g % 2 = 1 THEN 'student' ELSE 'model' END,
              repeat('A line of a tutoring conversation. ', 12), 'replied',
              now() - ($3 - g) * interval '1 minute'
       FROM generate_series(1, $3) g`,
      [conversations[size], learnerId, n],
    );
  }
  await conversationDb.query('ANALYZE messages');
  const open = (size) => () => call(learner, CONVERSATION, { id: conversations[size], last: 50 });
  const chat = await measure({ small: open('small'), big: open('big') });
  rows.push(
    row(
      'chat: open a conversation',
      `${SMALL_MESSAGES} messages`,
      chat.small,
      `${BIG_MESSAGES} messages`,
      chat.big,
    ),
  );
  details.conversation = chat;
  console.log(rows.at(-1));

  // The progress page: a learner with a week of daily practice and one with two years of it, each over the same 7
  // units (a unit a day in turn, two quiz answers and a practice item on each day; every day in one run, the
  // streak). The page lists each unit practised: more units are more page, whatever the history's length, so both
  // learners have the same units and only the history differs.
  const history = async (person, days, units) => {
    const id = (await call(person, '{ me { id } }')).me.id;
    await progressDb.query(
      `INSERT INTO daily_activity (user_id, day, messages, replies, quiz_answers, practice_answers, run_start)
       SELECT $1, current_date - g, 6, 6, 2, 1, current_date - ($2 - 1) FROM generate_series(0, $2 - 1) g`,
      [id, days],
    );
    await progressDb.query(
      `INSERT INTO unit_days (user_id, unit_id, day, language_id, messages, quiz_answered, quiz_correct,
         items_answered, items_correct, solved_alone)
       SELECT $1, 'py-unit-' || (g % $3), current_date - g, 'python', 6, 2, 1, 1, 1, 1
       FROM generate_series(0, $2 - 1) g`,
      [id, days, units],
    );
    await progressDb.query(
      `INSERT INTO practised_units (user_id, unit_id, language_id, first_practised_at, last_practised_day)
       SELECT $1, 'py-unit-' || u, 'python', now() - (least($2, $3) - u) * interval '1 day',
              current_date - (u % $2)
       FROM generate_series(0, $3 - 1) u`,
      [id, days, units],
    );
    await progressDb.query(
      `INSERT INTO unit_quiz_scores (user_id, unit_id, language_id, answered, correct)
       SELECT $1, 'py-unit-' || u, 'python', 2 * ceil($2::numeric / $3), ceil($2::numeric / $3)
       FROM generate_series(0, $3 - 1) u`,
      [id, days, units],
    );
    await progressDb.query(
      `INSERT INTO skill_practice (user_id, unit_id, skill, language_id, first_answered_at, items_answered,
         items_correct, solved_alone, mastery, last_outcome, next_review_at, reviewed_at)
       SELECT $1, 'py-unit-' || u, 'skill-' || u, 'python', now() - interval '1 day', ceil($2::numeric / $3),
              ceil($2::numeric / $3), ceil($2::numeric / $3), 0.6, 'SOLVED_ALONE', now() + interval '1 day', now()
       FROM generate_series(0, $3 - 1) u`,
      [id, days, units],
    );
  };
  const weekLearner = await signedUp(system.gateway, 'week@bench.test', 'Week');
  const yearsLearner = await signedUp(system.gateway, 'years@bench.test', 'Years');
  await history(weekLearner, WEEK_DAYS, UNITS);
  await history(yearsLearner, HISTORY_DAYS, UNITS);
  await progressDb.query('ANALYZE');
  const progress = await measure({
    small: () => call(weekLearner, MY_PROGRESS),
    big: () => call(yearsLearner, MY_PROGRESS),
  });
  rows.push(
    row('progress: my progress', `${WEEK_DAYS} days`, progress.small, `${HISTORY_DAYS} days`, progress.big),
  );
  details.progress = progress;
  console.log(rows.at(-1));

  // The owner's page: the first page of the directory by name, and the figures above it.
  const owner = await signedUp(system.gateway, OWNER_EMAIL, 'Owner');
  const listed = async (n) => {
    for (let i = 0; i < 100; i++) {
      const { directoryStats } = await call(owner, OWNER_STATS);
      if (directoryStats.users === n) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the directory never reached ${n} users`);
  };
  // The people signed up above (three learners and the owner) are listed by event; seeded users make up the rest.
  const PEOPLE = 4;
  await listed(PEOPLE);
  const seedUsers = (from, to) =>
    adminDb.query(
      `INSERT INTO directory_users (user_id, email, name, role, registered_at, user_type)
       SELECT gen_random_uuid(), 'user' || g || '@bench.test', 'Learner ' || md5(g::text), 'User',
              now() - g * interval '1 minute', (ARRAY['student', 'parent', 'teacher', ''])[g % 4 + 1]
       FROM generate_series($1::int, $2::int) g`,
      [from, to],
    );
  const ownerPage = async () => {
    await call(owner, OWNER_USERS, {
      search: null,
      sortBy: 'NAME',
      direction: 'ASC',
      page: 1,
      pageSize: 50,
      after: null,
    });
    await call(owner, OWNER_STATS);
  };
  // One directory at a time: 100 users, grown to 100,000, shrunk back and grown again, half the pages at each step,
  // so that neither size is measured only early or only late in the run.
  const owned = {};
  const users = async (n) => {
    await adminDb.query(`DELETE FROM directory_users WHERE email LIKE 'user%@bench.test'`);
    await seedUsers(1, n - PEOPLE);
    await adminDb.query('VACUUM ANALYZE directory_users');
    await listed(n);
  };
  for (let cycle = 0; cycle < 2; cycle++) {
    await users(SMALL_USERS);
    await run({ small: ownerPage }, ROUNDS / 2, owned);
    await users(BIG_USERS);
    await run({ big: ownerPage }, ROUNDS / 2, owned);
  }
  const ownerSmall = figures(owned.small);
  const ownerBig = figures(owned.big);
  rows.push(row('owner: directory page', `${SMALL_USERS} users`, ownerSmall, `${BIG_USERS} users`, ownerBig));
  details.owner = { small: ownerSmall, big: ownerBig };

  table(
    rows,
    `Cost as the data grows (${ROUNDS} pages of each after ${WARMUP} of warm-up, through the gateway, signed in; ` +
      'p50: median milliseconds of a page; CPU: milliseconds per page of the services, the gateway and the ' +
      "PostgreSQL backends of the system's databases; target: each big÷small ≤ 1.5)",
  );
  writeResults('data-growth', { rounds: ROUNDS, warmup: WARMUP, rows, details });
} finally {
  await Promise.allSettled([conversationDb.end(), adminDb.end(), progressDb.end(), postgres.end()]);
  await system.dispose();
}

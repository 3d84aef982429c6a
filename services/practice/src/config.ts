import { commonEnvSchema, env, productionGuards } from '@tutor/service-runtime';
import { z } from 'zod';

export const configSchema = commonEnvSchema
  .extend({
    /** api: the subgraph; runner: the code runner, learners' programs from the code-run queue (ADR 23). */
    PRACTICE_ROLE: z.enum(['api', 'runner']).default('api'),
    PRACTICE_PORT: env.port(4009),
    /** The conversation service's address: its internal catalog names a unit and its subject or language (ADR 22). */
    CONVERSATION_URL: z.string().url().default('http://127.0.0.1:4002/graphql'),
    /** Items in a practice set (a unit's set, or the most of a review set). */
    PRACTICE_SET_SIZE: env.int(5, 1),
    /** Wrong answers after which the worked solution may be shown without the whole hint ladder. */
    PRACTICE_WRONG_ANSWERS_FOR_SOLUTION: env.int(3, 1),
    /** Longest answer a learner may send (characters). */
    PRACTICE_ANSWER_MAX_CHARS: env.int(500, 1),
    /** Answers one learner may send per minute; 0 is off. */
    PRACTICE_ANSWERS_PER_MINUTE: env.int(30, 0),
    /** Longest program a learner may submit or save (characters): an exercise's answer or a project's code. */
    PRACTICE_CODE_MAX_CHARS: env.int(20_000, 1),
    /** Server runs one learner may ask for per minute (exercise submissions and project checks); 0 is off. */
    PRACTICE_RUNS_PER_MINUTE: env.int(10, 0),
    /** How long a submission waits for the code runner's verdict before the learner is asked to try again. */
    CODE_RUN_WAIT_MS: env.int(30_000, 100),
    /** The code runner's health and metrics port. */
    CODE_RUNNER_PORT: env.port(4012),
    /** Jobs one code runner runs at once: one sandbox thread each. */
    CODE_RUN_CONCURRENCY: env.int(2, 1),
    /** CPU time one test of a learner's program may take before it is stopped (`time_limit`). */
    CODE_RUN_TIME_LIMIT_MS: env.int(2000, 50),
    /** Memory a learner's program may use, the interpreter's own included (`memory_limit`). */
    CODE_RUN_MEMORY_MB: env.int(128, 32),
    /** Output one test may print before it is stopped (`output_limit`). */
    CODE_RUN_OUTPUT_BYTES: env.int(65_536, 1024),
  })
  // The runner holds no secret and calls no service (ADR 23): the internal secret is the API's to guard.
  .superRefine((cfg, ctx) => {
    if (cfg.PRACTICE_ROLE === 'api') productionGuards(cfg, ctx);
  });

export type Config = z.infer<typeof configSchema>;

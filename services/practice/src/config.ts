import { commonEnvSchema, env, productionGuards } from '@tutor/service-runtime';
import { z } from 'zod';

export const configSchema = commonEnvSchema
  .extend({
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
  })
  .superRefine(productionGuards);

export type Config = z.infer<typeof configSchema>;

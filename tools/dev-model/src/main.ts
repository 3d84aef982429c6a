/**
 * An OpenAI-compatible development server: chat completions (streamed or not, text and images) and speech, with
 * a configurable time to first token, token rate and injected faults. `npm start` runs it when no OpenAI key
 * is set; tests and benchmarks use it. It says plainly, in every answer, that it is a development model. It
 * honours the teaching mode its system prompt names (modes.ts), marks a quiz answer for a `json_schema` request,
 * answers the learner message `[[echo:prompt]]` with the system prompt it received (a test mode), and inside
 * practice gives a hint, or the key outright in a form asked by `[[leak:<form>]]` or DEV_MODEL_LEAK (practice.ts).
 * With DEV_MODEL_RECORD_PROMPTS=1 (a test mode) it keeps the system prompts of its last requests, read at
 * GET /v1/dev/prompts: what a practice turn's model received, where no learner's message can ask for an echo.
 * It reports usage as OpenAI does (answer.ts's `usageOf` counts it): in a plain answer, and in a streamed one when
 * `stream_options.include_usage` asks, as a last chunk with no choices.
 */
import { randomUUID } from 'node:crypto';
import express from 'express';
import { composeAnswer, textOf, tokens, usageOf } from './answer';
import { judgeAnswer } from './judge';
import { speechWav } from './speech';

const port = Number(process.env.DEV_MODEL_PORT ?? 4010);
const ttftMs = Number(process.env.DEV_MODEL_TTFT_MS ?? 300);
const tokensPerSecond = Number(process.env.DEV_MODEL_TOKENS_PER_SECOND ?? 40);
const defaultFault = process.env.DEV_MODEL_FAULT ?? 'none';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Fault = 'none' | '429' | '500' | 'cut';

const faultsServed = new Map<string, number>();

/** The system prompts of the last requests, newest last (DEV_MODEL_RECORD_PROMPTS=1 only: they name learners). */
const RECORDED_PROMPTS = 50;
const recordPrompts = process.env.DEV_MODEL_RECORD_PROMPTS === '1';
const recorded: string[] = [];
function record(messages: { role: string; content: never }[]) {
  if (!recordPrompts) return;
  recorded.push(
    messages
      .filter((m) => m.role === 'system')
      .map(textOf)
      .join('\n'),
  );
  recorded.splice(0, Math.max(0, recorded.length - RECORDED_PROMPTS));
}

/**
 * A fault for this request: a marker in the last user message, `[[fault:cut]]` (every time) or `[[fault:cut*3]]`
 * (the first three times this message is asked, then answers), or the server-wide setting.
 */
function faultOf(messages: { role: string; content: never }[]): Fault {
  const last = [...messages].reverse().find((m) => m.role === 'user');
  const text = last ? textOf(last) : '';
  const marker = /\[\[fault:(429|500|cut)(?:\*(\d+))?\]\]/.exec(text);
  if (!marker) return defaultFault as Fault;
  if (marker[2] === undefined) return marker[1] as Fault;
  const served = faultsServed.get(text) ?? 0;
  if (served >= Number(marker[2])) return 'none';
  faultsServed.set(text, served + 1);
  return marker[1] as Fault;
}

const app = express();
app.use(express.json({ limit: '20mb' }));
app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
app.get('/readyz', (_req, res) => void res.json({ status: 'ok', pid: process.pid }));
app.get(
  '/v1/models',
  (_req, res) =>
    void res.json({ object: 'list', data: [{ id: 'dev-tutor', object: 'model', owned_by: 'development' }] }),
);

if (recordPrompts) app.get('/v1/dev/prompts', (_req, res) => void res.json({ prompts: recorded }));

app.post('/v1/chat/completions', async (req, res) => {
  const messages = Array.isArray(req.body?.messages) ? req.body.messages : [];
  if (!messages.length) {
    res.status(400).json({ error: { message: 'messages is required', type: 'invalid_request_error' } });
    return;
  }
  record(messages);
  const fault = faultOf(messages);
  if (fault === '429') {
    res.status(429).json({
      error: {
        message: 'Rate limit reached (development model fault injection)',
        type: 'rate_limit_error',
      },
    });
    return;
  }
  if (fault === '500') {
    res.status(500).json({
      error: { message: 'Internal error (development model fault injection)', type: 'server_error' },
    });
    return;
  }
  const id = `chatcmpl-${randomUUID()}`;
  const model = String(req.body.model ?? 'dev-tutor');
  const created = Math.floor(Date.now() / 1000);
  const answer =
    judgeAnswer(req.body) ??
    composeAnswer(messages, { structured: req.body.response_format?.type === 'json_schema' });
  const parts = tokens(answer);
  const usage = usageOf(messages, answer);
  if (!req.body.stream) {
    await sleep(ttftMs);
    res.json({
      id,
      object: 'chat.completion',
      created,
      model,
      choices: [{ index: 0, message: { role: 'assistant', content: answer }, finish_reason: 'stop' }],
      usage,
    });
    return;
  }
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  const send = (delta: object, finish: string | null = null) =>
    res.write(
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
    );
  let closed = false;
  res.on('close', () => (closed = true)); // the client went away (req's close fires once its body is read)
  await sleep(ttftMs);
  send({ role: 'assistant', content: '' });
  const gap = 1000 / Math.max(1, tokensPerSecond);
  for (let i = 0; i < parts.length && !closed; i++) {
    if (fault === 'cut' && i === Math.floor(parts.length / 2)) {
      res.socket?.destroy(); // the connection drops half-way, as a flaky upstream would
      return;
    }
    send({ content: parts[i] });
    await sleep(gap);
  }
  if (closed) return;
  send({}, 'stop');
  if (req.body.stream_options?.include_usage)
    res.write(
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [], usage })}\n\n`,
    );
  res.write('data: [DONE]\n\n');
  res.end();
});

app.post('/v1/audio/speech', (req, res) => {
  const input = String(req.body?.input ?? '');
  if (!input.trim()) {
    res.status(400).json({ error: { message: 'input is required', type: 'invalid_request_error' } });
    return;
  }
  res.type('audio/wav').send(speechWav(input));
});

// DEV_MODEL_PORT=0 takes a free port; the log line says which (tests start it that way).
// Express 5 calls back with the error too (its port taken): said, and the process ends for its launcher to see.
const server = app.listen(port, (err?: Error) => {
  if (err) {
    process.stderr.write(`dev-model failed to start: ${err.message}\n`);
    process.exit(1);
  }
  const { port: listening } = server.address() as { port: number };
  process.stdout.write(
    `${JSON.stringify({ level: 30, msg: `development model (not a real model) at http://127.0.0.1:${listening}/v1`, port: listening, ttftMs, tokensPerSecond })}\n`,
  );
});

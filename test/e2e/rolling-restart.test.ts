import { randomUUID } from 'node:crypto';
import { freePorts } from '@tutor/launcher';
import { Balancer, eventually, readSse, signedUp, startTestSystem, type SseEvent } from '@tutor/test-kit';

/**
 * A rolling update under load, as Kubernetes does it: while learners keep sending (text, an image, read aloud),
 * every process is restarted one at a time. Each subgraph sits behind a balancer (what its Kubernetes Service
 * does: traffic to ready instances only) and is replaced with surge: a new instance is started and waited ready,
 * then the old one gets SIGTERM and drains. The inference worker gets SIGTERM, drains its jobs, and starts again.
 * The browsers reach two gateway replicas through a proxy (what the ingress does), and each gateway is restarted
 * in turn (SIGTERM, drain, start, ready) while the other serves. Learners see no failed request (a reply stream
 * may end and be resumed with Last-Event-ID, as EventSource does), no message is lost, none is answered twice,
 * nobody is charged twice, and every old process exits by itself (code 0) within its drain.
 */
const FREE = 1000;
const SUBGRAPHS = [
  'identity',
  'conversation',
  'tutor-inference',
  'billing',
  'admin',
  'progress',
  'family',
  'practice',
];
const SEND = `mutation($c: ID!, $m: ID!, $t: String!) {
  sendMessage(conversationId: $c, messageId: $m, content: $t) { streamPath } }`;
const SEND_IMAGE = `mutation($c: ID!, $m: ID!, $i: String!) {
  sendImage(conversationId: $c, messageId: $m, imageBase64: $i, caption: "my sketch") { streamPath } }`;
const SPEAK = 'mutation($t: String!) { synthesizeSpeech(text: $t, language: "en") { url } }';
const MESSAGES = 'query($id: ID!) { conversation(id: $id) { messages { id sender status } } }';
// A 1×1 PNG.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const portVariable = (name: string) => `${name.toUpperCase().replace(/-/g, '_')}_PORT`;

type Learner = Awaited<ReturnType<typeof signedUp>> & { conversationId: string; accepted: string[] };

describe('rolling restart of every process under load', () => {
  const balancers = new Map<string, Balancer>();
  let ingress: Balancer;
  let system: Awaited<ReturnType<typeof startTestSystem>>;
  let front: string;
  const learners: Learner[] = [];

  beforeAll(async () => {
    for (const name of SUBGRAPHS) balancers.set(name, await Balancer.start());
    ingress = await Balancer.start();
    front = `http://localhost:${ingress.port}`;
    const names = [...SUBGRAPHS, 'inference-worker', 'dev-model', 'dev-google'];
    const ports = await freePorts(names.length + 2);
    const env: Record<string, string> = {
      ...Object.fromEntries(names.map((name, i) => [portVariable(name), String(ports[i])])),
      PORT: String(ports[names.length]),
      // Every caller of a subgraph (the gateway, services calling each other) goes through its balancer.
      ...Object.fromEntries(
        SUBGRAPHS.map((name) => [
          `${name.toUpperCase().replace(/-/g, '_')}_URL`,
          `http://127.0.0.1:${balancers.get(name)!.port}/graphql`,
        ]),
      ),
      // The browsers' address is the ingress, whichever gateway answers.
      CLIENT_URL: front,
      GOOGLE_CALLBACK_URL: `${front}/auth/google/callback`,
      DEV_GOOGLE_REDIRECT_URIS: `${front}/auth/google/callback`,
      // Longer than the balancers' readiness poll (100 ms): traffic has moved before a listener closes.
      SHUTDOWN_DRAIN_MS: '1000',
      FREE_MESSAGES: String(FREE),
      SPEECH_PROVIDER: 'espeak',
      DEV_MODEL_TTFT_MS: '100',
      DEV_MODEL_TOKENS_PER_SECOND: '40',
      RATE_LIMIT_MESSAGES_PER_MINUTE: '0',
      RATE_LIMIT_UPLOADS_PER_MINUTE: '0',
      RATE_LIMIT_CONCURRENT_REPLIES: '0',
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '0',
    };
    SUBGRAPHS.forEach((name, i) => balancers.get(name)!.add(`http://127.0.0.1:${ports[i]}`));
    system = await startTestSystem('rolling-restart', env, undefined, false);
    ingress.add(system.url('gateway'));
    await system.addReplica('gateway', 'gateway-2', ports[names.length + 1]!);
    ingress.add(system.url('gateway-2'));
    for (const name of ['Amal', 'Badr', 'Camilia']) {
      const learner = await signedUp(front, `${name.toLowerCase()}@rolling.test`, name);
      await learner.gql('mutation { setLanguage(language: "en") { id } }');
      const started = await learner.gql(
        'mutation { startConversation(kind: PROGRAMMING, languageId: "python") { id } }',
      );
      learners.push(
        Object.assign(learner, { conversationId: started.data!.startConversation.id, accepted: [] }),
      );
    }
  }, 180_000);

  afterAll(async () => {
    await system?.dispose();
    await Promise.all([ingress, ...balancers.values()].map((b) => b?.stop()));
  }, 60_000);

  /** A reply's stream read to its end as EventSource does: resumed after the last event seen when it ends early. */
  async function readReply(learner: Learner, streamPath: string) {
    const events: SseEvent[] = [];
    let resumes = 0;
    for (;;) {
      const { status, events: more } = await readSse(learner.browser, `${front}${streamPath}`, {
        lastEventId: events.at(-1)?.id,
      });
      if (status === 204) return { events, resumes }; // nothing after the cursor: it had ended
      if (status !== 200) throw new Error(`reply stream answered ${status}`);
      events.push(...more);
      if (['done', 'error'].includes(events.at(-1)?.event ?? '')) return { events, resumes };
      resumes++;
      await sleep(250); // the retry hint the gateway sends when it drains
    }
  }

  /** Learners send text, an image and read-aloud requests in turn, until stopped; every failure is recorded. */
  function keepSending() {
    let running = true;
    let inFlight = 0;
    let resumes = 0;
    const failures: string[] = [];
    const duplicates: string[] = [];
    const loops = learners.map(async (learner, i) => {
      for (let n = 0; running; n++) {
        const kind = ['text', 'image', 'speech'][n % 3]!;
        inFlight++;
        try {
          if (kind === 'speech') {
            // A text of its own: audio is cached by text, and this must reach the worker.
            const spoken = await learner.gql(SPEAK, { t: `Read this aloud, ${randomUUID()}` });
            if (spoken.errors) throw new Error(spoken.errors[0]!.message);
            const audio = await learner.browser.request(`${front}${spoken.data!.synthesizeSpeech.url}`);
            const bytes = Buffer.from(await audio.arrayBuffer());
            if (audio.status !== 200 || bytes.subarray(0, 4).toString('latin1') !== 'RIFF')
              throw new Error(`audio answered ${audio.status}`);
          } else {
            const id = `rolling-${i}-${n}`;
            const sent =
              kind === 'text'
                ? await learner.gql(SEND, { c: learner.conversationId, m: id, t: `Question ${id}` })
                : await learner.gql(SEND_IMAGE, { c: learner.conversationId, m: id, i: PNG });
            if (sent.errors) throw new Error(sent.errors[0]!.message);
            learner.accepted.push(id);
            const reply = await readReply(
              learner,
              (sent.data!.sendMessage ?? sent.data!.sendImage).streamPath,
            );
            resumes += reply.resumes;
            const ids = reply.events.map((e) => e.id);
            if (new Set(ids).size !== ids.length) duplicates.push(id);
            if (reply.events.at(-1)?.event !== 'done')
              throw new Error(`reply ended with ${reply.events.at(-1)?.event}`);
          }
        } catch (err) {
          failures.push(`${learner.conversationId} ${kind} ${n}: ${(err as Error).message}`);
        } finally {
          inFlight--;
        }
      }
    });
    return {
      inFlight: () => inFlight,
      stop: async () => {
        running = false;
        await Promise.all(loops);
        return { failures, duplicates, resumes };
      },
    };
  }

  it('restarts every subgraph, the worker and both gateways: no failure, loss, double reply or double charge', async () => {
    const load = keepSending();
    const exits: Record<string, number | null> = {};
    /** Restarts only while learners are waiting on the system, so that each restart happens under load. */
    const underLoad = async () => {
      for (let i = 0; i < 50 && load.inFlight() === 0; i++) await sleep(100);
      expect(load.inFlight()).toBeGreaterThan(0);
    };
    await sleep(2000);
    for (const name of SUBGRAPHS) {
      await underLoad();
      const balancer = balancers.get(name)!;
      const [port] = await freePorts(1);
      balancer.add(`http://127.0.0.1:${port}`);
      const old = await system.replace(name, port!);
      balancer.remove(`http://127.0.0.1:${old.port}`);
      exits[name] = old.child.exitCode;
      await sleep(500);
    }
    for (const name of ['inference-worker', 'gateway', 'gateway-2']) {
      await underLoad();
      exits[name] = (await system.restart(name)).child.exitCode;
      await sleep(1000);
    }
    const { failures, duplicates, resumes } = await load.stop();
    process.stdout.write(`rolling restart: ${resumes} reply streams resumed on another gateway\n`);

    // Every old process drained and exited by itself, none was killed.
    expect(exits).toEqual(Object.fromEntries(Object.keys(exits).map((name) => [name, 0])));
    // Learners saw no failure, and no request failed at a balancer either.
    expect(failures).toEqual([]);
    expect([ingress, ...balancers.values()].map((b) => b.failed)).toEqual(
      Array.from({ length: SUBGRAPHS.length + 1 }, () => 0),
    );
    expect(duplicates).toEqual([]); // no event of a reply arrived twice
    for (const learner of learners) {
      const { data } = await learner.gql(MESSAGES, { id: learner.conversationId });
      const messages = data!.conversation.messages as { id: string; sender: string; status: string }[];
      const asked = messages.filter((m) => m.sender === 'student');
      const replies = messages.filter((m) => m.sender === 'model').map((m) => m.id);
      // No message lost, every one replied, exactly one reply each, and no reply without its question.
      expect(asked.map((m) => [m.id, m.status])).toEqual(learner.accepted.map((id) => [id, 'replied']));
      expect(replies.sort()).toEqual(learner.accepted.map((id) => `${id}-reply`).sort());
      // Charged exactly once per reply (billing counts from events: it may lag a moment, never overshoot).
      const remaining = await eventually(
        async () => (await learner.gql('{ me { remainingMessages } }')).data?.me?.remainingMessages,
        (r) => r === FREE - learner.accepted.length,
      ).catch((err: Error) => err.message);
      expect(remaining).toBe(FREE - learner.accepted.length);
    }
  }, 300_000);
});

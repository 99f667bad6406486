// One round of the benchmark (backend.mjs) against one configuration's cluster: every shopper places orders back to
// back for SECONDS while subscribers start support conversations in turn, whose LiveQuery events are timed.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { cpuSeconds, cpuUsedBetween } from './backend-cpu.mjs';
import { loadAverage } from './backend-figures.mjs';
import { AUTO_REPLY_DELAY_MS, CONVERSATION_EVERY_MS, READINESS_EVERY_MS, SECONDS, runId } from './backend-options.mjs';
import { orderBody } from './backend-orders.mjs';
import { failureKind } from './backend-server.mjs';

/** GET /ready on a connection of its own, as haproxy's check makes one: the status, or 0 when none came in 10 s. */
function readyStatus(url) {
  return new Promise((resolve) => {
    const request = http.get(`${url}/ready`, { agent: false, timeout: 10_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(0));
  });
}

/**
 * Asks each instance directly (not through the balancer) for GET /ready every READINESS_EVERY_MS until `deadline`,
 * as haproxy's health check does: answers how long the answers took, by instance, and how many were not 200.
 */
async function watchReadiness(cluster, deadline) {
  const watched = [...cluster.instances.values()].map(async ({ name, url }) => {
    const times = [];
    let failed = 0;
    while (performance.now() < deadline) {
      const begin = performance.now();
      if ((await readyStatus(url)) !== 200) failed += 1;
      times.push(performance.now() - begin);
      await new Promise((resolve) => setTimeout(resolve, READINESS_EVERY_MS));
    }
    return [name, { times, failed }];
  });
  return Object.fromEntries(await Promise.all(watched));
}

/**
 * `setup` is one configuration's: { key, client, processes, shoppers, subscribers, tally, accepted, sent }; the
 * orders the shoppers saw accepted and every body sent are added to its `accepted` and `sent`, for the checks at
 * the end. Answers the round's figures.
 */
export async function runRound(setup, round) {
  const { client, shoppers, subscribers, tally } = setup;
  const loadAtStart = loadAverage();
  const cpuAtStart = cpuSeconds(setup.processes);
  const benchCpuAtStart = process.cpuUsage();
  const started = performance.now();
  const deadline = started + SECONDS * 1000;

  /** Every order request: when it ended (ms after the start), how long it took, and its outcome. */
  const requests = [];
  /** Orders placed, by the instance that answered. */
  const byInstance = {};

  async function shop(shopper) {
    for (let n = 0; performance.now() < deadline; n += 1) {
      const quantity = 1 + Math.floor(Math.random() * 3);
      const clientKey = `bench-${runId}-${setup.key}-${round}-${shopper.index}-${n}`;
      const body = orderBody(shopper, clientKey, quantity);
      setup.sent.set(clientKey, { shopper, body });
      const begin = performance.now();
      let outcome;
      try {
        const answer = await client.call('POST', '/classes/Order', { session: shopper.session, body });
        if (answer.status === 201) {
          outcome = 'ok';
          setup.accepted.push({ clientKey, objectId: answer.body.objectId });
          byInstance[answer.instance] = (byInstance[answer.instance] ?? 0) + 1;
        } else outcome = failureKind(answer);
      } catch (error) {
        outcome = failureKind(error);
      }
      const end = performance.now();
      requests.push({ endedAt: end - started, ms: end - begin, outcome });
    }
  }

  const conversationTimes = [];
  const conversationFailures = [];
  async function startConversationAs(shopper, probeId) {
    const sentAt = performance.now();
    const probe = { round, sentAt, liveInstance: shopper.liveInstance };
    tally.probes.set(probeId, probe);
    try {
      const answer = await client.call('POST', '/functions/startConversation', {
        session: shopper.session,
        body: { subject: 'Product Question', message: `bench probe ${probeId}: does the phone stand fit a tablet?` },
      });
      probe.restInstance = answer.instance;
      if (answer.status !== 200) conversationFailures.push(failureKind(answer));
    } catch (error) {
      conversationFailures.push(failureKind(error));
    }
    conversationTimes.push(performance.now() - sentAt);
  }

  // A conversation half-way through each slot, round the subscribers in turn: each sees only its own (ACL).
  const conversationsDone = [];
  const timers = [];
  for (let at = CONVERSATION_EVERY_MS / 2; subscribers.length > 0 && at < SECONDS * 1000; at += CONVERSATION_EVERY_MS) {
    timers.push(
      setTimeout(() => {
        const shopper = subscribers[(setup.nextSubscriber++) % subscribers.length];
        conversationsDone.push(startConversationAs(shopper, `${runId}-${setup.key}-${round}-${conversationsDone.length}`));
      }, at),
    );
  }

  const readiness = watchReadiness(setup.cluster, deadline);
  await Promise.all(shoppers.map(shop));
  const elapsedSeconds = (performance.now() - started) / 1000;
  const cpu = cpuUsedBetween(cpuAtStart, cpuSeconds(setup.processes));
  const benchCpu = process.cpuUsage(benchCpuAtStart);
  const loadAtEnd = loadAverage();
  timers.forEach(clearTimeout);
  await Promise.all(conversationsDone);

  // Give the last conversations' automatic replies (2 s after they start) time to arrive before the next round.
  const roundProbes = [...tally.probes.values()].filter((probe) => probe.round === round);
  const waitUntil = performance.now() + AUTO_REPLY_DELAY_MS + 8_000;
  while (performance.now() < waitUntil && roundProbes.some((p) => !p.createdAt || !p.repliedAt)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    round,
    loadAtStart,
    loadAtEnd,
    elapsedSeconds,
    requests,
    placed: requests.filter((q) => q.outcome === 'ok').length,
    byInstance,
    conversationTimes,
    conversationFailures,
    readiness: await readiness,
    cpu,
    benchCpu: (benchCpu.user + benchCpu.system) / 1e6,
  };
}

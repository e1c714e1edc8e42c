/**
 * How long a test waits for an asynchronous effect it caused: a row written after the answer
 * (waitUntil), a webhook's write, a mail in the outbox, a refund, data a page loads. The test polls
 * the effect itself and goes on the moment it is there, so the bound costs nothing when all is well;
 * it is one only a real failure reaches, never the load of a whole `npm test` on two shared cores,
 * under which such effects took over 15 s (issue 43).
 */
export const EFFECT_TIMEOUT_MS = 60_000;

/** The timeout of a test that waits for effects: room for one whole bound beside its own steps. */
export const EFFECT_TEST_TIMEOUT_MS = 3 * EFFECT_TIMEOUT_MS;

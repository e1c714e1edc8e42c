/**
 * What one test file leaves in the runtime, cleared before the next. The worker files share a
 * workerd per Vitest worker (decision 046), so its D1, its R2 bucket and its cache outlive a
 * file; each file must still start from what the migrations alone leave.
 */

/** Every row of every table but the migrations' own record (they insert none), AUTOINCREMENT counters included. */
async function emptyTables(db: D1Database): Promise<void> {
  const { results } = await db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name <> 'd1_migrations'",
    )
    .all<{ name: string }>();
  const sequence = await db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'").first();
  // One batch is one transaction: deferred foreign keys are checked at its end, when every table is empty.
  await db.batch([
    db.prepare("PRAGMA defer_foreign_keys = ON"),
    ...results.map(({ name }) => db.prepare(`DELETE FROM "${name}"`)),
    ...(sequence ? [db.prepare("DELETE FROM sqlite_sequence")] : []),
  ]);
}

async function emptyBucket(bucket: R2Bucket): Promise<void> {
  for (;;) {
    const { objects, truncated } = await bucket.list({ limit: 1000 });
    if (objects.length > 0) await bucket.delete(objects.map((object) => object.key));
    if (!truncated) return;
  }
}

/**
 * The Cache API cannot list its entries, so the ones written are noted as they are put, and
 * deleted before the next file (the symbol search caches its answers: worker/routes/symbols.ts).
 */
const cachedUrls = new Set<string>();

function noteCachedUrls(cache: Cache): void {
  const put = cache.put.bind(cache);
  cache.put = (request, response) => {
    cachedUrls.add(typeof request === "string" ? request : request instanceof URL ? request.href : request.url);
    return put(request, response);
  };
}

async function forgetCachedAnswers(cache: Cache): Promise<void> {
  await Promise.all([...cachedUrls].map((url) => cache.delete(url)));
  cachedUrls.clear();
}

let noting = false;

export async function freshRuntime({ db, bucket }: { db: D1Database; bucket: R2Bucket }): Promise<void> {
  if (!noting) {
    noteCachedUrls(caches.default);
    noting = true;
  }
  await Promise.all([emptyTables(db), emptyBucket(bucket), forgetCachedAnswers(caches.default)]);
}

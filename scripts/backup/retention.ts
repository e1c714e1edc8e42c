/**
 * Where the nightly backups live and how long: the R2 bucket BACKUP_BUCKET (not bound to the
 * Worker: only the backup and drill jobs reach it), one encrypted export a night under `daily/`,
 * kept 35 days, and the first of each month also under `monthly/`, kept a year (12 of them). R2
 * deletes them by its lifecycle rules, which `lifecycleRules()` writes for `wrangler r2 bucket
 * lifecycle set`. `newest.json` names the newest export and its SHA-256, for the restore drill.
 */

export const BACKUP_BUCKET = "ticksim-backups";

/** Days each kind of backup is kept. */
export const RETENTION_DAYS = { daily: 35, monthly: 365 } as const;

export const NEWEST_KEY = "newest.json";

/** The keys one night's export is stored under: always `daily/`, and `monthly/` on the first of the month. */
export function backupKeys(at: Date): string[] {
  const stamp = at.toISOString().slice(0, 16).replace(":", "");
  const daily = `daily/backtest-site-${stamp}Z.sql.enc`;
  return at.getUTCDate() === 1 ? [daily, `monthly/backtest-site-${stamp.slice(0, 7)}.sql.enc`] : [daily];
}

/** The bucket's lifecycle configuration, in the format `wrangler r2 bucket lifecycle set --file` reads. */
export function lifecycleRules() {
  return {
    rules: Object.entries(RETENTION_DAYS).map(([prefix, days]) => ({
      id: `${prefix}-${days}-days`,
      enabled: true,
      conditions: { prefix: `${prefix}/` },
      deleteObjectsTransition: { condition: { type: "Age", maxAge: days * 86_400 } },
    })),
  };
}

if (process.argv[1]?.endsWith("retention.ts")) console.log(JSON.stringify(lifecycleRules(), null, 2));

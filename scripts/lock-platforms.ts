/**
 * Completes package-lock.json with the other platforms' optional binaries.
 *
 * The registry mirror this project is built against holds only some platforms' builds of
 * packages such as @biomejs/biome and workerd. `npm install` silently leaves an optional
 * dependency it cannot fetch out of the lock, and `npm ci` then refuses the lock as out of
 * sync. The entries added here are what the public registry would have produced: optional,
 * platform-restricted, so npm skips them on any other machine without fetching them.
 *
 * Run after any `npm install` that changes the lock: `npm run lock:platforms`.
 */
import { readFileSync, writeFileSync } from "node:fs";

type LockEntry = {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
};

type Lock = { packages: Record<string, LockEntry> };

const lockPath = new URL("../package-lock.json", import.meta.url);
const platformPattern = /-(android|darwin|freebsd|linux|win32|windows)-(arm64|x64|64|ia32)(-musl)?$/;

/** The lock entry npm writes for a platform binary, keys in npm's order. */
function platformEntry(name: string, version: string, dev: boolean): LockEntry | undefined {
  const match = platformPattern.exec(name);
  if (!match) return undefined;
  const [, os, cpu, musl] = match;
  return {
    version,
    cpu: [cpu === "64" ? "x64" : (cpu as string)],
    ...(dev ? { dev: true } : {}),
    ...(musl ? { libc: ["musl"] } : {}),
    optional: true,
    os: [os === "windows" ? "win32" : (os as string)],
  };
}

/** Node's lookup: the entry in the nearest node_modules folder at or above the dependant. */
function nearest(packages: Lock["packages"], dependant: string, name: string): string | undefined {
  let base = dependant;
  for (;;) {
    const location = `${base ? `${base}/` : ""}node_modules/${name}`;
    if (packages[location]) return location;
    if (base === "") return undefined;
    const cut = base.lastIndexOf("/node_modules/");
    base = cut === -1 ? "" : base.slice(0, cut);
  }
}

/** Where npm puts a dependency: beside its dependant, or inside it when another version holds that place. */
function placeFor(packages: Lock["packages"], dependant: string, name: string): string {
  const cut = dependant.lastIndexOf("/node_modules/");
  const beside = cut === -1 ? `node_modules/${name}` : `${dependant.slice(0, cut)}/node_modules/${name}`;
  return packages[beside] ? `${dependant}/node_modules/${name}` : beside;
}

const lock = JSON.parse(readFileSync(lockPath, "utf8")) as Lock;
const added: string[] = [];
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const platform = platformEntry(name, version, entry.dev === true);
    const found = nearest(lock.packages, location, name);
    if (!platform || (found && lock.packages[found]?.version === version)) continue;
    const at = placeFor(lock.packages, location, name);
    lock.packages[at] = platform;
    added.push(`${at}@${version}`);
  }
}

lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length ? `added ${added.length} platform entries:\n  ${added.join("\n  ")}` : "lock already complete",
);

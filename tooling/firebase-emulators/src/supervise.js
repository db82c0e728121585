// Child processes that cannot outlive us. Each command runs under a tiny bash watchdog in a
// process group of its own: stop() signals the whole group (pnpm → sh → node, or java), and
// if this Node process dies in any way — even SIGKILL — the watchdog sees its stdin pipe
// close and terminates the group. Node alone cannot do that (no PR_SET_PDEATHSIG).
import { spawn } from "node:child_process";

const WATCHDOG = String.raw`
exec 3<&0
"$@" </dev/null 3<&- &
child=$!
( while read -r -u 3 _; do :; done; kill -TERM 0 2>/dev/null ) &
watcher=$!
trap 'kill -TERM "$child" 2>/dev/null' TERM INT HUP
while :; do
  wait "$child"; status=$?
  kill -0 "$child" 2>/dev/null || break
done
kill "$watcher" 2>/dev/null
exit "$status"
`;

/**
 * @typedef {object} SupervisedProcess
 * @property {number} pid process id of the watchdog (= process group id)
 * @property {Promise<number | null>} exited resolves with the exit code once the command ended
 * @property {() => boolean} running
 * @property {(graceMs?: number) => Promise<void>} stop SIGTERM to the group, SIGKILL after graceMs
 * @property {() => string} output the last lines the command printed (for error messages)
 */

/**
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, onOutput?: (chunk: string) => void, keepLines?: number }} [options]
 * @returns {SupervisedProcess}
 */
export function supervise(command, args, options = {}) {
  const child = spawn("bash", ["-c", WATCHDOG, "watchdog", command, ...args], {
    cwd: options.cwd,
    env: options.env ?? process.env,
    detached: true, // own process group, so Ctrl-C in a terminal reaches us first and we decide the order
    stdio: ["pipe", "pipe", "pipe"],
  });
  const keep = options.keepLines ?? 80;
  /** @type {string[]} */
  const lines = [];
  const collect = (/** @type {Buffer} */ chunk) => {
    const text = chunk.toString();
    lines.push(...text.split("\n").filter(Boolean));
    if (lines.length > keep) lines.splice(0, lines.length - keep);
    options.onOutput?.(text);
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  // Nothing is ever written to the watchdog's stdin; an EPIPE after it ended is harmless.
  child.stdin.on("error", () => {});

  let alive = true;
  const exited = new Promise((resolve) => {
    child.once("exit", (code, signal) => {
      alive = false;
      child.stdin.destroy();
      resolve(code ?? (signal ? null : 0));
    });
    child.once("error", () => {
      alive = false;
      resolve(null);
    });
  });
  const pid = /** @type {number} */ (child.pid);

  const signalGroup = (/** @type {NodeJS.Signals} */ signal) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // group already gone
    }
  };

  return {
    pid,
    exited,
    running: () => alive,
    output: () => lines.join("\n"),
    async stop(graceMs = 5000) {
      if (alive) {
        signalGroup("SIGTERM");
        const timer = setTimeout(() => signalGroup("SIGKILL"), graceMs);
        await exited;
        clearTimeout(timer);
      }
      // The command may have left its own children in the group (pnpm → node): end them too.
      signalGroup("SIGKILL");
    },
  };
}

/** Synchronous last resort for process 'exit' handlers, where no await is possible. */
export function killGroupSync(/** @type {SupervisedProcess} */ proc) {
  try {
    process.kill(-proc.pid, "SIGKILL");
  } catch {
    // already gone
  }
}

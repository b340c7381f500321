import { spawn } from 'node:child_process';
import { getPriority, setPriority } from 'node:os';

/** How a tool run ended badly: its exit code and the end of what it wrote to stderr. */
export class ToolFailed extends Error {
  constructor(
    readonly tool: string,
    readonly code: number | null,
    readonly stderr: string,
  ) {
    super(`${tool} exited with ${code}: ${stderr.slice(-500)}`);
  }
}

/** Thrown when the signal aborted the run (the process was killed). */
export class ToolAborted extends Error {
  constructor() {
    super('The run was stopped');
  }
}

export interface ToolRun {
  /** Each line the tool writes to stdout, as it comes (ffmpeg's `-progress pipe:1`). */
  onLine?: (line: string) => void;
  signal: AbortSignal;
}

/** Runs a tool to its end; answers its stdout. Killed when `signal` aborts; a non-zero exit throws. */
export function runTool(file: string, args: string[], run: ToolRun): Promise<string> {
  return new Promise((resolve, reject) => {
    if (run.signal.aborted) {
      reject(new ToolAborted());
      return;
    }
    const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    // Below the API's own priority: a transcode on an API instance must not slow its requests.
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, Math.max(getPriority(), 10));
      } catch {
        // Not allowed here (some containers): it runs at the normal priority.
      }
    }
    let stdout = '';
    let partial = '';
    let stderr = '';
    const abort = () => child.kill('SIGKILL');
    run.signal.addEventListener('abort', abort, { once: true });
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (!run.onLine) {
        stdout += chunk;
        return;
      }
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) run.onLine(line);
    });
    // Only the end matters (the reason); a long run must not hold its whole log.
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on('error', (error) => {
      run.signal.removeEventListener('abort', abort);
      reject(error);
    });
    child.on('close', (code) => {
      run.signal.removeEventListener('abort', abort);
      if (run.signal.aborted) reject(new ToolAborted());
      else if (code === 0) resolve(stdout);
      else reject(new ToolFailed(file, code, stderr));
    });
  });
}

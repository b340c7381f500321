import { type JobData, type JobHandler, JobInterrupted, type JobLog, type JobQueue } from './job-queue.js';

interface Pending {
  queue: string;
  jobId: string;
  data: JobData;
}

/**
 * The in-process runner used without Redis: jobs wait in memory and run one at a time. Nothing here
 * survives a restart; the callers keep their own record (the video assets) and queue again at start.
 */
export class MemoryJobQueue implements JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly pending: Pending[] = [];
  private readonly known = new Set<string>();
  private running: Promise<void> | null = null;
  private readonly controller = new AbortController();

  constructor(private readonly log: JobLog) {}

  async add(queue: string, jobId: string, data: JobData): Promise<void> {
    const id = `${queue}\n${jobId}`;
    if (this.controller.signal.aborted || this.known.has(id)) return;
    this.known.add(id);
    this.pending.push({ queue, jobId, data });
    this.drain();
  }

  work(queue: string, handler: JobHandler): void {
    this.handlers.set(queue, handler);
    this.drain();
  }

  async close(): Promise<void> {
    this.controller.abort();
    this.pending.length = 0;
    await this.running;
  }

  private drain(): void {
    if (this.running || this.controller.signal.aborted) return;
    const index = this.pending.findIndex((job) => this.handlers.has(job.queue));
    const next = index >= 0 ? this.pending.splice(index, 1)[0] : undefined;
    if (!next) return;
    const handler = this.handlers.get(next.queue) as JobHandler;
    this.running = handler(next.data, this.controller.signal)
      .catch((error: unknown) => {
        if (error instanceof JobInterrupted) return;
        this.log.error({ err: error, jobId: next.jobId }, 'A background job failed');
      })
      .finally(() => {
        this.known.delete(`${next.queue}\n${next.jobId}`);
        this.running = null;
        // The next job starts on a later tick, after this one's callers have seen it end.
        setImmediate(() => this.drain());
      });
  }
}

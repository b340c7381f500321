import { type Job, Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { type JobData, type JobHandler, JobInterrupted, type JobLog, type JobQueue } from './job-queue.js';

/** Interrupted jobs are retried at once; this many interruptions in a row and BullMQ gives up on one. */
const ATTEMPTS = 50;

/**
 * Jobs in Redis through BullMQ: queued jobs survive restarts, and every instance's worker takes them.
 * Keys start with `prefix` (`JOB_QUEUE_PREFIX`), so deployments or test runs sharing a Redis never
 * see each other's jobs. A job interrupted by its instance closing fails with attempts left, so it
 * goes back to waiting and another instance (or this one after its restart) takes it up.
 */
export class BullJobQueue implements JobQueue {
  private readonly queues = new Map<string, Queue>();
  private readonly workers: Worker[] = [];
  private readonly connections: Redis[] = [];
  private readonly running = new Set<AbortController>();
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly prefix: string,
    private readonly log: JobLog,
  ) {}

  /**
   * Without Redis the job is not queued, and the request that asked goes on: its record (the asset,
   * still processing) is queued again at the next start.
   */
  async add(queue: string, jobId: string, data: JobData): Promise<void> {
    if (this.closed) return;
    try {
      await this.queue(queue).add(queue, data, {
        jobId,
        attempts: ATTEMPTS,
        removeOnComplete: { age: 24 * 3600 },
        removeOnFail: { age: 7 * 24 * 3600 },
      });
    } catch (error) {
      this.log.error(
        { err: error, jobId },
        'A job could not be queued in Redis; it is queued again at the next start',
      );
    }
  }

  work(queue: string, handler: JobHandler): void {
    const worker = new Worker(
      queue,
      async (job: Job<JobData>) => {
        const controller = new AbortController();
        this.running.add(controller);
        try {
          await handler(job.data, controller.signal);
        } finally {
          this.running.delete(controller);
        }
      },
      { connection: this.connect(), prefix: this.prefix, concurrency: 1 },
    );
    worker.on('failed', (job, error) => {
      if (!(error instanceof JobInterrupted)) this.log.error({ err: error, jobId: job?.id }, 'A job failed');
    });
    worker.on('error', (error) => this.log.warn({ err: error }, 'The job worker lost Redis for a moment'));
    this.workers.push(worker);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const controller of this.running) controller.abort();
    await Promise.all(this.workers.map((worker) => worker.close()));
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    await Promise.all(this.connections.map((connection) => connection.quit().catch(() => undefined)));
  }

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      // A request that queues a job fails fast when Redis is away, rather than waiting for it.
      queue = new Queue(name, { connection: this.connect(1), prefix: this.prefix });
      this.queues.set(name, queue);
    }
    return queue;
  }

  // BullMQ's workers block on Redis: their connection must retry requests forever (null).
  private connect(maxRetriesPerRequest: number | null = null): Redis {
    const connection = new Redis(this.url, { maxRetriesPerRequest });
    this.connections.push(connection);
    return connection;
  }
}

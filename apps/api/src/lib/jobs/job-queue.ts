import type { FastifyBaseLogger } from 'fastify';

/** What a job carries: a few strings (ids), never the work's payload itself. */
export type JobData = Record<string, string>;

/**
 * Runs one job. `signal` aborts when this instance closes: the handler stops and throws
 * `JobInterrupted`, and the job is run again (by another instance on Redis, or after the restart
 * from the caller's own record). Any failure the job should keep, the handler records itself.
 */
export type JobHandler = (data: JobData, signal: AbortSignal) => Promise<void>;

/** Thrown by a handler that stopped because its instance is closing: the job is not done. */
export class JobInterrupted extends Error {
  constructor() {
    super('The job was interrupted by the server closing');
  }
}

/**
 * Background jobs (video processing): BullMQ on Redis when `REDIS_URL` is set, where jobs survive a
 * restart and any instance's worker takes them; else one in-process runner. Same interface for both.
 */
export interface JobQueue {
  /** Queues a job; a job id already waiting or running (or, on Redis, recently done) is not added twice. */
  add(queue: string, jobId: string, data: JobData): Promise<void>;
  /** Runs the queue's jobs on this instance, one at a time. */
  work(queue: string, handler: JobHandler): void;
  /** Stops taking jobs and interrupts the running ones (their handlers see the signal abort). */
  close(): Promise<void>;
}

export type JobLog = Pick<FastifyBaseLogger, 'error' | 'info' | 'warn'>;

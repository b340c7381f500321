import { BullJobQueue } from './bullmq-job-queue.js';
import type { JobLog, JobQueue } from './job-queue.js';
import { MemoryJobQueue } from './memory-job-queue.js';

/** BullMQ on Redis when `REDIS_URL` is set, else the in-process runner. */
export function openJobQueue(redisUrl: string | null, prefix: string, log: JobLog): JobQueue {
  return redisUrl ? new BullJobQueue(redisUrl, prefix, log) : new MemoryJobQueue(log);
}

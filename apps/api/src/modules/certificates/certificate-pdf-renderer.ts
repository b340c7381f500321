import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CertificatePdfContent } from './certificate-pdf.js';
import type { WorkerAnswer, WorkerRequest } from './certificate-pdf.worker.js';

interface Job {
  content: CertificatePdfContent;
  resolve(pdf: Buffer): void;
  reject(error: Error): void;
}

/**
 * The worker's script. In the bundle, `dist/certificate-pdf.worker.js` beside `dist/main.js` (build.mjs
 * makes it a second entry point), since import.meta.url is then main.js's. From source (vitest, `tsx
 * watch`) the `.ts` beside this file, behind a small module that first registers tsx in the worker
 * (Node 20 gives workers neither the parent's loaders nor `--import` in execArgv).
 */
function workerScript(): URL {
  if (!import.meta.url.endsWith('.ts')) return new URL('./certificate-pdf.worker.js', import.meta.url);
  const tsx = createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  const worker = new URL('./certificate-pdf.worker.ts', import.meta.url).href;
  const bootstrap = `import { register } from ${JSON.stringify(pathToFileURL(tsx).href)};
register();
await import(${JSON.stringify(worker)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`);
}

/**
 * Renders certificate PDFs on one worker thread, one at a time, so a burst of renders queues there
 * and never holds the event loop (12 parallel renders on the main thread held /api/health for 5–7 s).
 * The worker starts with the first render and is restarted if it dies; it never keeps the process up.
 */
export class CertificatePdfRenderer {
  /** Renders begun since start: tests see by it that a stored file was served instead. */
  renders = 0;
  private worker: Worker | null = null;
  private readonly queue: Job[] = [];
  private current: Job | null = null;
  private closed = false;

  render(content: CertificatePdfContent): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('The certificate PDF renderer is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ content, resolve, reject });
      this.next();
    });
  }

  /**
   * For tests: from now on the worker blocks its thread at the start of each render, as a long
   * synchronous render would, until the returned function is called.
   */
  hold(): () => void {
    const gate = new Int32Array(new SharedArrayBuffer(4));
    this.send({ type: 'hold', gate });
    return () => {
      Atomics.store(gate, 0, 1);
      Atomics.notify(gate, 0);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    const stopped = new Error('The certificate PDF renderer is closed');
    for (const job of this.queue.splice(0)) job.reject(stopped);
    this.current?.reject(stopped);
    this.current = null;
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private next(): void {
    if (this.current || this.closed) return;
    const job = this.queue.shift();
    if (!job) return;
    this.current = job;
    this.send({ type: 'render', content: job.content });
  }

  private send(request: WorkerRequest): void {
    this.workerNow().postMessage(request);
  }

  private workerNow(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(workerScript());
    // A render in progress belongs to a request, which keeps the process up by itself.
    worker.unref();
    worker.on('message', (answer: WorkerAnswer) => this.settle(answer));
    worker.on('error', (error) => this.lose(worker, error));
    worker.on('exit', (code) => this.lose(worker, new Error(`The certificate PDF worker exited (${code})`)));
    this.worker = worker;
    return worker;
  }

  private settle(answer: WorkerAnswer): void {
    if (answer.type === 'started') {
      this.renders += 1;
      return;
    }
    const job = this.current;
    this.current = null;
    if (answer.type === 'rendered') {
      job?.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
    } else {
      job?.reject(new Error(`Rendering a certificate PDF failed: ${answer.message}`));
    }
    this.next();
  }

  /** The worker died (an uncaught error, or out of memory): its job fails, the queue goes to a new one. */
  private lose(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = null;
    this.current?.reject(error);
    this.current = null;
    this.next();
  }
}

import { parentPort } from 'node:worker_threads';
import { type CertificatePdfContent, renderCertificatePdf } from './certificate-pdf.js';

/**
 * The worker thread that renders certificate PDFs (certificate-pdf-renderer.ts starts it): pdfkit and
 * the QR code are synchronous CPU work that would otherwise hold the server's event loop. It renders
 * one job at a time, as the renderer sends them.
 */

export type WorkerRequest =
  | { type: 'render'; content: CertificatePdfContent }
  | { type: 'hold'; gate: Int32Array };

export type WorkerAnswer =
  | { type: 'started' }
  | { type: 'rendered'; pdf: Uint8Array }
  | { type: 'failed'; message: string };

const port = parentPort;
if (!port) throw new Error('certificate-pdf.worker runs only as a worker thread');

// Set by the renderer's hold() (tests): each render blocks this thread until the gate opens.
let gate: Int32Array | null = null;

const answer = (message: WorkerAnswer, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

port.on('message', async (request: WorkerRequest) => {
  if (request.type === 'hold') {
    gate = request.gate;
    return;
  }
  answer({ type: 'started' });
  if (gate) Atomics.wait(gate, 0, 0);
  try {
    // A copy of its own, so its memory can move to the main thread instead of being copied again.
    const pdf = new Uint8Array(await renderCertificatePdf(request.content));
    answer({ type: 'rendered', pdf }, [pdf.buffer]);
  } catch (error) {
    answer({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
});

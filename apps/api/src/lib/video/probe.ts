import { runTool } from './run-tool.js';

/** What the processing needs to know of a source video, as it is displayed. */
export interface ProbedVideo {
  durationSeconds: number;
  /** Display width and height: a phone's portrait clip stored landscape with a rotation reads portrait. */
  width: number;
  height: number;
  hasAudio: boolean;
}

/** The source could not be read as a video: the reason an operator sees. */
export class UnreadableVideo extends Error {}

export const NOT_A_VIDEO = 'The file is not a video ffmpeg can read';

interface ProbeStream {
  codec_type?: string;
  width?: number;
  height?: number;
  duration?: string;
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
}

interface ProbeOutput {
  streams?: ProbeStream[];
  format?: { duration?: string };
}

const rotationOf = (stream: ProbeStream): number => {
  const fromSideData = stream.side_data_list?.find((data) => typeof data.rotation === 'number')?.rotation;
  const rotation = fromSideData ?? Number(stream.tags?.rotate ?? 0);
  return Number.isFinite(rotation) ? rotation : 0;
};

/** Reads duration, display size and whether there is sound; `UnreadableVideo` when it is not a video. */
export async function probeVideo(ffprobe: string, file: string, signal: AbortSignal): Promise<ProbedVideo> {
  let output: ProbeOutput;
  try {
    const text = await runTool(
      ffprobe,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
      { signal },
    );
    output = JSON.parse(text) as ProbeOutput;
  } catch (error) {
    if (signal.aborted) throw error;
    throw new UnreadableVideo(NOT_A_VIDEO);
  }
  const streams = output.streams ?? [];
  const video = streams.find((stream) => stream.codec_type === 'video');
  const duration = Number(output.format?.duration ?? video?.duration);
  if (!video?.width || !video.height || !Number.isFinite(duration) || duration <= 0) {
    throw new UnreadableVideo(NOT_A_VIDEO);
  }
  const isTurned = Math.abs(rotationOf(video)) % 180 === 90;
  return {
    durationSeconds: duration,
    width: isTurned ? video.height : video.width,
    height: isTurned ? video.width : video.height,
    hasAudio: streams.some((stream) => stream.codec_type === 'audio'),
  };
}

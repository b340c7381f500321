import { activeCueIndex, type CaptionTrack, type VttCue } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Button, Loader, NativeSelect, Text, TextInput } from '@mantine/core';
import { type RefObject, useEffect, useId, useMemo, useRef, useState } from 'react';
import classes from './transcript.module.css';
import { usePlaybackTime } from './use-playback-time';
import { useTranscript } from './use-transcript';

interface TranscriptPanelProps {
  tracks: CaptionTrack[];
  language: string;
  onLanguageChange: (language: string) => void;
  videoRef: RefObject<HTMLVideoElement | null>;
}

/** `m:ss` or `h:mm:ss` for a cue's start. */
export function formatCueTime(seconds: number): string {
  const whole = Math.floor(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The text with each case-insensitive occurrence of `term` marked. */
function Highlighted({ text, term }: { text: string; term: string }) {
  if (!term) return <>{text}</>;
  const parts: React.ReactNode[] = [];
  const lower = text.toLowerCase();
  let from = 0;
  for (let at = lower.indexOf(term); at !== -1; at = lower.indexOf(term, from)) {
    parts.push(text.slice(from, at), <mark key={at}>{text.slice(at, at + term.length)}</mark>);
    from = at + term.length;
  }
  parts.push(text.slice(from));
  return <>{parts}</>;
}

/**
 * The selected caption track as a list beside the video: the line being spoken is marked
 * (`aria-current`) and kept in view inside the list (never scrolling the page), a click seeks the
 * video to the line, and the search box keeps only the lines that contain its words.
 */
export function TranscriptPanel({ tracks, language, onLanguageChange, videoRef }: TranscriptPanelProps) {
  const headingId = useId();
  const { _ } = useLingui();
  const track = tracks.find((t) => t.language === language) ?? tracks[0];
  const transcript = useTranscript(track?.url ?? null);
  const time = usePlaybackTime(videoRef);
  const [search, setSearch] = useState('');
  const term = search.trim().toLowerCase();
  const cues = transcript.data ?? [];
  const active = activeCueIndex(cues, time);
  const shown = useMemo(
    () =>
      cues
        .map((cue, index): [VttCue, number] => [cue, index])
        .filter(([cue]) => !term || cue.text.toLowerCase().includes(term)),
    [cues, term],
  );
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !current || active < 0) return;
    const top = current.offsetTop - list.offsetTop;
    if (top < list.scrollTop || top + current.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = Math.max(0, top - list.clientHeight / 3);
  }, [active]);

  const seek = (cue: VttCue) => {
    const video = videoRef.current;
    if (video) video.currentTime = cue.start;
  };

  let body: React.ReactNode;
  if (transcript.isPending) {
    body = (
      <Text size="sm" c="dimmed" role="status" className={classes.state}>
        <Loader size="xs" mr="xs" aria-hidden="true" /> {_('learning.transcript.loading')}
      </Text>
    );
  } else if (transcript.isError) {
    body = (
      <div role="alert" className={classes.state}>
        <Text size="sm">{_('learning.transcript.error')}</Text>
        <Button size="xs" variant="light" mt="xs" onClick={() => void transcript.refetch()}>
          {_('learning.tryAgain')}
        </Button>
      </div>
    );
  } else if (shown.length === 0) {
    body = (
      <Text size="sm" c="dimmed" role="status" className={classes.state}>
        {term ? _('learning.transcript.noMatch', { term: search.trim() }) : _('learning.transcript.empty')}
      </Text>
    );
  } else {
    body = (
      <ol className={classes.cues} ref={listRef} aria-labelledby={headingId}>
        {shown.map(([cue, index]) => (
          <li key={index}>
            <button
              type="button"
              className={classes.cue}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => seek(cue)}
            >
              <span className={classes.time}>{formatCueTime(cue.start)}</span>
              <span>
                <Highlighted text={cue.text} term={term} />
              </span>
            </button>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <section className={classes.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.heading}>
        {_('learning.transcript.title')}
      </h2>
      <div className={classes.controls}>
        {tracks.length > 1 ? (
          <NativeSelect
            label={_('learning.transcript.language')}
            size="xs"
            data={tracks.map((t) => ({ value: t.language, label: t.label }))}
            value={track?.language ?? ''}
            onChange={(event) => onLanguageChange(event.currentTarget.value)}
          />
        ) : null}
        <TextInput
          type="search"
          label={_('learning.transcript.search')}
          size="xs"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      </div>
      {body}
    </section>
  );
}

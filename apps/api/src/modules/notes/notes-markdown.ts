import { formatNoteTime, type Note } from '@coursewise/contract';

/**
 * One course's notes as a Markdown document: the course as the title, each chapter with notes as a
 * heading in the order given (the course's), each note a list item led by its stamp when it has one.
 * A note's text is the learner's own and goes in as typed, continued lines indented under its item.
 */
export function notesMarkdown(courseTitle: string, notes: readonly Note[]): string {
  const lines = [`# ${oneLine(courseTitle)}`, ''];
  if (notes.length === 0) lines.push('_No notes yet._', '');
  let chapterId: string | null = null;
  for (const note of notes) {
    if (note.chapterId !== chapterId) {
      chapterId = note.chapterId;
      lines.push(`## ${oneLine(note.chapterTitle)}`, '');
    }
    const stamp = note.positionSeconds === null ? '' : `**${formatNoteTime(note.positionSeconds)}** `;
    const [first = '', ...rest] = note.body.replace(/\r\n?/g, '\n').split('\n');
    lines.push(`- ${stamp}${first}`, ...rest.map((line) => (line === '' ? '' : `  ${line}`)), '');
  }
  return lines.join('\n');
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

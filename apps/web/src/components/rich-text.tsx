import { Typography } from '@mantine/core';
import classes from './rich-text.module.css';

interface RichTextProps {
  /** HTML the server has already sanitised (CMS blocks, course descriptions, help articles). */
  html: string;
  className?: string;
}

/** Renders server-sanitised HTML inside Mantine's typography styles. */
export function RichText({ html, className }: RichTextProps) {
  return (
    <Typography
      className={className ? `${classes.root} ${className}` : classes.root}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises this HTML before storing it.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

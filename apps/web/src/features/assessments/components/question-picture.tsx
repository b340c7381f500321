import { useLingui } from '@lingui/react';
import classes from './assessments.module.css';

interface QuestionPictureProps {
  imageUrl: string | null;
  number: number;
}

/** A question's picture, scaled to the column. Questions carry no description of it, so its alt names the question. */
export function QuestionPicture({ imageUrl, number }: QuestionPictureProps) {
  const { _ } = useLingui();
  if (!imageUrl) return null;
  return (
    <img
      src={imageUrl}
      alt={_('assessments.question.picture', { number })}
      className={classes.picture}
      loading="lazy"
    />
  );
}

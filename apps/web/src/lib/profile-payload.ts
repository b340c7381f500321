interface ProfileFields {
  firstName?: string;
  lastName?: string;
  phone?: string;
  avatar?: File | null;
}

/**
 * The body of the profile calls: JSON without a picture, multipart/form-data (file field `avatar`)
 * with one.
 */
export function toProfilePayload<F extends ProfileFields>({
  avatar,
  ...fields
}: F): FormData | Omit<F, 'avatar'> {
  // As JSON, fields left undefined are not sent.
  if (!avatar) return fields;
  const entries = Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined);
  const form = new FormData();
  for (const [key, value] of entries) form.append(key, value);
  form.append('avatar', avatar, avatar.name);
  return form;
}

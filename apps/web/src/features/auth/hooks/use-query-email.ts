import { useSearchParams } from 'react-router';

/** The `?email=` the previous step passed along, to prefill the form. */
export function useQueryEmail(): string {
  const [params] = useSearchParams();
  return params.get('email')?.trim() ?? '';
}

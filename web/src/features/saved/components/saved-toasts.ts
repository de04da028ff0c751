import { notify } from '@/components/ui/toaster';
import { ApiError, failureMessage } from '@/lib/api-error';

/** Spec 001 §8: the toast names what failed and shows the server's message when given ('Network error' when no answer came). */
export const failed = (title: string) => (error: unknown) => notify({ title, description: failureMessage(error, title), variant: 'destructive' });
export { plural } from '@/lib/plural';

export const isShortOfCredits = (error: unknown) => error instanceof ApiError && error.status === 402;

import { useQuery } from '@tanstack/react-query';
import { listUnlockedStudentsOptions } from '@/api/@tanstack/react-query.gen';

/** The students this member has unlocked (the unlock calls refresh it). */
export const useUnlockedStudents = (enabled: boolean) => useQuery({ ...listUnlockedStudentsOptions(), enabled, select: (data) => data.unlockedStudents });

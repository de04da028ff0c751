import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/toaster';
import { endMemberSession } from '@/lib/member-session';

/** Spec 001 §2 "Confirm Logout", the same from every member screen: ends the session, says so, goes to /login. */
export function MemberLogoutDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = async () => {
    onOpenChange(false);
    await endMemberSession(queryClient);
    notify({ title: 'Logged out', description: 'You have been logged out successfully.', variant: 'success' });
    void navigate({ to: '/login' });
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Confirm Logout"
      description="Are you sure you want to logout? You will need to login again to access your account."
      confirmLabel="Logout"
      onConfirm={() => void logout()}
    />
  );
}

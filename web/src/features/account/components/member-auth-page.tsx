import { useNavigate } from '@tanstack/react-router';
import { Tabs } from '@/components/ui/tabs';
import { AuthLayout } from './auth-layout';
import { FreeAccountPerks } from './free-account-perks';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

/** /login and /register: one page, two tabs; the address follows the open tab. */
export function MemberAuthPage({ tab, returnTo }: { tab: 'login' | 'register'; returnTo?: string }) {
  const navigate = useNavigate();
  return (
    <AuthLayout
      wide={tab === 'register'}
      title={tab === 'login' ? 'Welcome back' : 'Create your free account'}
      subtitle={tab === 'login' ? 'Sign in to the Student Leads Portal.' : 'Start finding students for your institution today.'}
      aside={tab === 'register' ? <FreeAccountPerks /> : undefined}
    >
      <Tabs
        label="Login or register"
        value={tab}
        onValueChange={(value) => void navigate({ to: value === 'register' ? '/register' : '/login', replace: true })}
        tabs={[
          { value: 'login', label: 'Login', content: <LoginForm returnTo={returnTo} /> },
          { value: 'register', label: 'Register', content: <RegisterForm /> },
        ]}
      />
    </AuthLayout>
  );
}

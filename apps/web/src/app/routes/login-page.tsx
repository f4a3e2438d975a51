import { LoginForm } from "../../features/auth/components/login-form.tsx";
import { RedirectIfSignedIn } from "../guards/redirect-if-signed-in.tsx";

export default function LoginPage() {
  return (
    <RedirectIfSignedIn>
      <title>Log in – Touchline</title>
      <LoginForm />
    </RedirectIfSignedIn>
  );
}

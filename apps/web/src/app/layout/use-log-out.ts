import { t } from "@lingui/core/macro";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "../../components/ui/toast-store.ts";
import { useSignOut } from "../../features/auth/api/use-auth-mutations.ts";
import { useIsMobile } from "../../lib/use-media-query.ts";
import { vibrate } from "../../lib/vibrate.ts";

/**
 * Desktop logs out at once; on a phone a 15 ms vibration and a confirmation come first, because the
 * menu item is easy to hit by accident with a thumb.
 */
export function useLogOut() {
  const isMobile = useIsMobile();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [isConfirming, setIsConfirming] = useState(false);

  const logOutNow = async () => {
    setIsConfirming(false);
    try {
      await signOut.mutateAsync();
      navigate("/", { replace: true });
    } catch {
      toast({ title: t`Log out failed`, description: t`Please try again.`, variant: "destructive" });
    }
  };

  const requestLogOut = () => {
    if (isMobile) {
      vibrate(15);
      setIsConfirming(true);
    } else {
      void logOutNow();
    }
  };

  return { requestLogOut, logOutNow, isConfirming, setIsConfirming };
}

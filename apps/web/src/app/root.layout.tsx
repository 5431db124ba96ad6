import { Outlet, useLocation } from 'react-router';
import { SignInDialog } from '../features/auth/sign-in.dialog';
import { OutOfCreditDialog } from '../features/billing/out-of-credit.dialog';
import { PricingTableDialog } from '../features/billing/pricing-table.dialog';
import { PurchaseCreditsModal } from '../features/billing/purchase-credits.modal';
import { ReferralModal } from '../features/billing/referral.modal';
import { ExportMp4SettingsDialog } from '../features/branding/export-mp4-settings.dialog';
import { DesktopDownloadModal } from '../features/desktop-app/desktop-download.modal';
import { EmbedDemoPage } from '../features/embed/embed-demo.page';
import { isEmbeddedDemo } from '../features/embed/embed.fns';
import { ModePickerModal } from '../features/mode-picker/mode-picker.modal';
import { useSettingsSync } from '../features/settings/settings';
import { SupportChatPanel } from '../features/support/support-chat.panel';
import { ToastViewport } from '../ui/toast/toast.view';

/** Everything every route shares: app-wide dialogs, toasts and settings that follow the session. */
export function RootLayout() {
  const { pathname, search } = useLocation();
  if (isEmbeddedDemo(pathname, search)) {
    // Framed on another website: the demo chat alone, none of the app's own dialogs or panels.
    return (
      <>
        <EmbedDemoPage />
        <ToastViewport />
      </>
    );
  }
  return <AppLayout />;
}

function AppLayout() {
  useSettingsSync();
  return (
    <>
      <Outlet />
      <SignInDialog />
      <ModePickerModal />
      <DesktopDownloadModal />
      <OutOfCreditDialog />
      <PricingTableDialog />
      <PurchaseCreditsModal />
      <ReferralModal />
      <SupportChatPanel />
      <ExportMp4SettingsDialog />
      <ToastViewport />
    </>
  );
}

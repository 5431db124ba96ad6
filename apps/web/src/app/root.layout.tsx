import { Outlet } from 'react-router';
import { SignInDialog } from '../features/auth/sign-in.dialog';
import { DesktopDownloadModal } from '../features/desktop-app/desktop-download.modal';
import { ModePickerModal } from '../features/mode-picker/mode-picker.modal';
import { useSettingsSync } from '../features/settings/settings';
import { ToastViewport } from '../ui/toast/toast.view';

/** Everything every route shares: app-wide dialogs, toasts and settings that follow the session. */
export function RootLayout() {
  useSettingsSync();
  return (
    <>
      <Outlet />
      <SignInDialog />
      <ModePickerModal />
      <DesktopDownloadModal />
      <ToastViewport />
    </>
  );
}

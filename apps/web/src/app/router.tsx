import { createBrowserRouter, Link } from 'react-router';
import { FrameioCallbackPage } from '../features/frameio/frameio-callback.page';
import { HomePage } from '../features/home/home.page';
import { ProjectPage } from '../features/projects/project.page';
import { SharePage } from '../features/share/share.page';
import { AppShell } from './app-shell';
import { RootLayout } from './root.layout';

function NotFoundPage() {
  return (
    <main className="grid h-full place-items-center p-6 text-center">
      <div>
        <h1 className="text-lg font-semibold text-ink">Page not found</h1>
        <Link to="/" className="btn-primary mt-4">
          Go to Otto
        </Link>
      </div>
    </main>
  );
}

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      {
        element: <AppShell />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'projects/:projectId', element: <ProjectPage /> },
          { path: 'share/:shareId', element: <SharePage /> },
        ],
      },
      { path: 'frameio-v4/callback', element: <FrameioCallbackPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

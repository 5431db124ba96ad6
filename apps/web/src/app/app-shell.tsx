import { Outlet, useParams } from 'react-router';
import { Sidebar } from './sidebar';

/** The editor layout: projects on the left, the current chat filling the rest. */
export function AppShell() {
  const { projectId } = useParams();
  return (
    <div className="flex h-full">
      <Sidebar activeProjectId={projectId} />
      <main className="flex min-w-0 flex-1 flex-col">
        <Outlet />
      </main>
    </div>
  );
}
